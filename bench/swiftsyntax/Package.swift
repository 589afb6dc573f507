// swift-tools-version:6.0
// A yardstick, not part of layoutlint: swift-syntax's parser alone over the same files, built by
// bench/swiftsyntax.sh with its own scratch directory (.build-syntax). layoutlint itself never
// depends on swift-syntax.
import PackageDescription

let package = Package(
    name: "SyntaxParseBench",
    dependencies: [.package(url: "https://github.com/swiftlang/swift-syntax", exact: "602.0.0")],
    targets: [
        .executableTarget(name: "SyntaxParseBench", dependencies: [
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftSyntax", package: "swift-syntax"),
        ]),
    ]
)
