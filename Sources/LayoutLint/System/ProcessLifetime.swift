/// Values a command needs until it exits, kept so they are never torn down: the process ends
/// right after, and freeing a large structure element by element (the project index) is work
/// nobody waits for usefully.
enum ProcessLifetime {
    nonisolated(unsafe) private static var kept: [Any] = []
    private static let lock = Lock()

    static func keep(_ value: Any) {
        lock.withLock { kept.append(value) }
    }
}
