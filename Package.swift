// swift-tools-version:6.0
// layoutlint declares no package dependencies: the tool must build from a fresh clone with the
// toolchain alone, and be safe to drop into any iOS repository's CI.
import PackageDescription

let package = Package(
    name: "layoutlint",
    products: [
        // The executable target is `LayoutLintCLI`, not `layoutlint`: on case-insensitive file
        // systems (every Mac) `Sources/layoutlint` would collide with `Sources/LayoutLint`.
        .executable(name: "layoutlint", targets: ["LayoutLintCLI"]),
        .executable(name: "scaffold", targets: ["scaffold"]),
        .library(name: "LayoutLint", targets: ["LayoutLint"]),
        .plugin(name: "LayoutLintPlugin", targets: ["LayoutLintPlugin"]),
    ],
    targets: [
        // The HTML report's style and script, compiled into the library (PackageResources).
        .target(name: "LayoutLint", dependencies: ["CLayoutLintSystem"], resources: [.embedInCode("Reporters/HTML/report.css"), .embedInCode("Reporters/HTML/report.js")]),
        // sched_getaffinity and mallopt, which Swift's Glibc module does not export (C, in this package).
        .target(name: "CLayoutLintSystem"),
        .executableTarget(name: "LayoutLintCLI", dependencies: ["LayoutLint"]),
        .executableTarget(name: "scaffold", dependencies: ["LayoutLint"]),
        .testTarget(name: "LayoutLintTests", dependencies: ["LayoutLint"]),
        // `swift package layoutlint`: lints with the tool built from this package, for projects
        // that depend on it (and in Xcode, from the project's context menu).
        .plugin(name: "LayoutLintPlugin",
                capability: .command(intent: .custom(verb: "layoutlint", description: "Lint view controllers' section layout")),
                dependencies: ["LayoutLintPluginTool"]),
        .executableTarget(name: "LayoutLintPluginTool", dependencies: ["LayoutLint"]),
    ]
)
