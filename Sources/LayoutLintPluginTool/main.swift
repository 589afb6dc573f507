// The layoutlint that `swift package layoutlint` runs. A copy of `LayoutLintCLI` because a plugin
// cannot depend on an executable target that a product also names (swiftlang/swift-package-manager#8831).
import LayoutLint

CommandLineTool.main(Array(CommandLine.arguments.dropFirst()))
