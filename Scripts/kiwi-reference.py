#!/usr/bin/python3
"""Replays a SolverScript (SegueConstraintSolver's JSON) in kiwisolver, the independent reference.

  kiwi-reference.py solve SCRIPT.json
      Prints {"snapshots": [[value, ...], ...], "refused": [index, ...]}: every variable's value
      at each "snapshot" operation, and the operations kiwi refused (an exception), as
      SolverScript.replay does.

  kiwi-reference.py time SCRIPT.json REPETITIONS EDIT_INDEX NEW_CONSTANT
      Times, REPETITIONS times each, (a) adding every "add" of the script to a new solver and
      updating the variables, and (b) one constant edit: removing the constraint added by
      operation EDIT_INDEX and adding it back with NEW_CONSTANT (then the old constant on the
      next repetition), then updating the variables. Constraints are built before the clock
      starts, as the Swift side does; the clock is the thread's CPU time, as the Swift side's.
      Prints {"scratch_ms": median, "edit_ms": median,
      "values": [every variable's value after the last edit]}.

Exits 3 with a sentence on stderr when kiwisolver cannot be imported (Scripts/setup installs
Debian's python3-kiwisolver)."""
import json
import statistics
import sys
import time

try:
    import kiwisolver
except ImportError as error:
    sys.stderr.write(f"kiwisolver is not installed ({error}); run Scripts/setup "
                     "(Debian package python3-kiwisolver)\n")
    sys.exit(3)


# kiwi's strength::required.
REQUIRED = 1001001000.0


def constraint(operation, variables, constant=None):
    expression = kiwisolver.Expression(
        [kiwisolver.Term(variables[int(index)], coefficient)
         for index, coefficient in operation["terms"]],
        operation["constant"] if constant is None else constant)
    relation = operation["relation"]
    if relation == "<=":
        made = expression <= 0
    elif relation == ">=":
        made = expression >= 0
    else:
        made = expression == 0
    return made | operation["strength"]


def solve(script):
    """Replays the script in kiwi, with one difference: removals.

    kiwi's removal is not trusted as a reference: it can leave a removed constraint's second
    error symbol in the tableau (a later request may then abort inside kiwi with "The
    objective is unbounded", which the binding cannot turn into a Python exception), and it can
    pivot a removed equality out through another constraint's slack so that a redundant twin
    stops holding. So each snapshot is taken from a new kiwi solver given the constraints then
    in force (in the order added) and the edit variables at their last suggestions: kiwi's
    solution of the same system, reached without kiwi's removal. Refusals are those of the
    replay without removals, the same as with them for scripts whose required constraints
    never contradict each other (the random scripts). Removing an edit variable is a removal
    in kiwi too, so edit variables are only bookkept here (refused as kiwi refuses them:
    a duplicate, a required strength, an unknown variable) and handed to kiwi at each
    snapshot."""
    variables = [kiwisolver.Variable(f"v{index}") for index in range(script["variableCount"])]
    solver = kiwisolver.Solver()
    constraints = {}  # id -> kiwi constraint, in the order added
    edits = {}  # variable -> [strength, suggested value]
    snapshots = []
    refused = []
    for index, operation in enumerate(script["operations"]):
        kind = operation["op"]
        try:
            if kind == "add":
                made = constraint(operation, variables)
                solver.addConstraint(made)
                constraints[operation["id"]] = made
            elif kind == "remove":
                del constraints[operation["id"]]
            elif kind == "addEdit":
                if operation["variable"] in edits:
                    raise kiwisolver.DuplicateEditVariable()
                if operation["strength"] >= REQUIRED:
                    raise kiwisolver.BadRequiredStrength()
                edits[operation["variable"]] = [operation["strength"], 0.0]
            elif kind == "removeEdit":
                del edits[operation["variable"]]
            elif kind == "suggest":
                edits[operation["variable"]][1] = operation["value"]
            elif kind == "snapshot":
                fresh = kiwisolver.Solver()
                for made in constraints.values():
                    fresh.addConstraint(made)
                for variable, (strength, value) in edits.items():
                    fresh.addEditVariable(variables[variable], strength)
                    fresh.suggestValue(variables[variable], value)
                fresh.updateVariables()
                snapshots.append([variable.value() for variable in variables])
        except (kiwisolver.UnsatisfiableConstraint, kiwisolver.DuplicateConstraint,
                kiwisolver.UnknownConstraint, kiwisolver.DuplicateEditVariable,
                kiwisolver.UnknownEditVariable, kiwisolver.BadRequiredStrength, KeyError):
            refused.append(index)
    return {"snapshots": snapshots, "refused": refused}


def milliseconds(body):
    """The CPU time body takes on this thread, as the Swift side times its own (a shared
    machine's load lengthens the wall clock, not this)."""
    start = time.thread_time_ns()
    body()
    return (time.thread_time_ns() - start) / 1e6


def timings(script, repetitions, edit_index, new_constant):
    variables = [kiwisolver.Variable(f"v{index}") for index in range(script["variableCount"])]
    adds = [operation for operation in script["operations"] if operation["op"] == "add"]
    built = [constraint(operation, variables) for operation in adds]
    edited = script["operations"][edit_index]
    position = adds.index(edited)
    scratch = []
    for _ in range(repetitions):
        solver = kiwisolver.Solver()

        def from_scratch():
            for made in built:
                solver.addConstraint(made)
            solver.updateVariables()
        scratch.append(milliseconds(from_scratch))
    # The last solver edits: the constraint alternates between its two constants.
    versions = [built[position], constraint(edited, variables, new_constant)]
    edits = []
    for repetition in range(repetitions):
        old, new = versions[repetition % 2], versions[(repetition + 1) % 2]

        def edit():
            solver.removeConstraint(old)
            solver.addConstraint(new)
            solver.updateVariables()
        edits.append(milliseconds(edit))
    return {"scratch_ms": statistics.median(scratch), "edit_ms": statistics.median(edits),
            "values": [variable.value() for variable in variables]}


def main():
    if len(sys.argv) < 3 or sys.argv[1] not in ("solve", "time"):
        sys.stderr.write(__doc__)
        sys.exit(2)
    with open(sys.argv[2], encoding="utf-8") as file:
        script = json.load(file)
    if sys.argv[1] == "solve":
        result = solve(script)
    else:
        result = timings(script, int(sys.argv[3]), int(sys.argv[4]), float(sys.argv[5]))
    json.dump(result, sys.stdout)


if __name__ == "__main__":
    main()
