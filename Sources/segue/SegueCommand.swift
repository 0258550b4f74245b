@main struct SegueMain { static func main() {} }
