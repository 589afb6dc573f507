extension SDKProtocolTable {
    /// Values made per protocol of the shared table on first use (the protocol itself, its loose
    /// keys, its Swift names): a run asks for a few of ~270. Files are classified on several
    /// threads, hence the lock.
    final class PerProtocol<Value>: @unchecked Sendable {
        private let lock = Lock()
        private var made: [Value?]

        init(count: Int) { made = Array(repeating: nil, count: count) }

        func value(at index: Int, make: () -> Value) -> Value {
            lock.withLock {
                guard made.indices.contains(index) else { return make() }
                if let value = made[index] { return value }
                let value = make()
                made[index] = value
                return value
            }
        }

        /// A protocol of another table (a test's) is not the shared one at its index.
        func value(of sdk: SDKProtocol, make: (SDKProtocol) -> Value) -> Value {
            sdk.shared ? value(at: sdk.index) { make(sdk) } : make(sdk)
        }
    }

    /// Values made per class or protocol name on first use, for every file of a run (hence the lock).
    final class PerName<Value>: @unchecked Sendable {
        private let lock = Lock()
        private var made: [String: Value] = [:]

        func value(of name: String, make: (String) -> Value) -> Value {
            lock.withLock {
                if let value = made[name] { return value }
                let value = make(name)
                made[name] = value
                return value
            }
        }
    }
}
