/// One method of a well-known (UIKit / WebKit / …) protocol, as the linter and the scaffolder see it.
public struct ProtocolMethod: Sendable, Equatable {
    /// The compiler's full name: base name plus each parameter's first name and a colon,
    /// e.g. `tableView(_:cellForRowAt:)`. Properties use their bare name, e.g. `delegate`.
    public let signature: String
    /// Whether conforming types must implement it (the scaffolder emits stubs for these).
    public let required: Bool
    /// The Swift declaration without a body, e.g.
    /// `func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int`.
    public let declaration: String
    /// Statements of a compiling stub body, e.g. `return 0`; empty for `Void` methods.
    public let stubBody: String

    public init(_ signature: String, required: Bool = false, declaration: String, stubBody: String = "") {
        self.signature = signature
        self.required = required
        self.declaration = declaration
        self.stubBody = stubBody
    }
}

/// A protocol whose methods the linter recognises without seeing its declaration.
public struct KnownProtocol: Sendable, Equatable {
    public let name: String
    /// The framework that declares it, for messages ("UIKit", "WebKit", …).
    public let framework: String
    public let methods: [ProtocolMethod]

    public init(name: String, framework: String, methods: [ProtocolMethod]) {
        self.name = name
        self.framework = framework
        self.methods = methods
    }
}
