import SegueConstraintSolver

extension View {
  /// For `segue bench`: the system of the engine of this view's tree as a solver script, and
  /// the operation adding the solver constraint `constraint` is installed as — to time kiwi
  /// on the very system the layout solved. Nil when the tree has no engine yet (no layout
  /// pass with constraints) or the constraint is not in it.
  @_spi(Benchmarks)
  public func layoutEngineExport(editing constraint: LayoutConstraint) -> (
    export: Solver.Export, editIndex: Int, editConstant: Double
  )? {
    guard let engine = rootView.layoutState?.engine,
      let installed = engine.installedSolverConstraint(of: constraint)
    else { return nil }
    let export = engine.solver.export()
    guard let index = export.operationIndices[ObjectIdentifier(installed)] else { return nil }
    return (export, index, installed.expression.constant)
  }
}
