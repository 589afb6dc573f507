// The `layoutlint` command: all logic lives in the LayoutLint library so tests can drive it.
import LayoutLint

CommandLineTool.main(Array(CommandLine.arguments.dropFirst()))
