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
        // sched_getaffinity, which Swift's Glibc module does not export (C, in this package).
        .target(name: "CLayoutLintSystem"),
        // The executables' malloc on Linux with glibc (C, in this package): a lint run's many small
        // allocations, fast, and its memory in huge pages. Linked into the tests too, which so
        // run on it.
        .target(name: "CLayoutLintHeap"),
        .executableTarget(name: "LayoutLintCLI", dependencies: ["LayoutLint", "CLayoutLintHeap"]),
        .executableTarget(name: "scaffold", dependencies: ["LayoutLint", "CLayoutLintHeap"]),
        .testTarget(name: "LayoutLintTests", dependencies: ["LayoutLint", "CLayoutLintHeap"]),
        // `swift package layoutlint`: lints with the tool built from this package, for projects
        // that depend on it (and in Xcode, from the project's context menu).
        .plugin(name: "LayoutLintPlugin",
                capability: .command(intent: .custom(verb: "layoutlint", description: "Lint view controllers' section layout")),
                dependencies: ["LayoutLintPluginTool"]),
        .executableTarget(name: "LayoutLintPluginTool", dependencies: ["LayoutLint", "CLayoutLintHeap"]),
    ]
)
