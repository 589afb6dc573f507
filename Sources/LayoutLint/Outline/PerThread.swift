#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One object per thread, made on first use and released when its thread ends: the parser's
/// scratch state that outlives a file (parsers run on several threads at once, and a shared
/// object needed a lock per use).
struct PerThread<Object: AnyObject>: @unchecked Sendable {
    private let key: pthread_key_t
    private let make: @Sendable () -> Object

    init(_ make: @escaping @Sendable () -> Object) {
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { object in
            #if canImport(Glibc)
            guard let object else { return }
            #endif
            Unmanaged<AnyObject>.fromOpaque(object).release()
        }
        // Without a key of its own, `object` would read whatever another key's slot holds.
        precondition(created == 0, "no thread-specific key left for the per-thread caches")
        self.key = key
        self.make = make
    }

    /// The calling thread's object.
    var current: Object {
        if let object = pthread_getspecific(key) { return Unmanaged<Object>.fromOpaque(object).takeUnretainedValue() }
        let object = make()
        pthread_setspecific(key, Unmanaged.passRetained(object).toOpaque())
        return object
    }
}
