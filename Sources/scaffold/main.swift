// The `scaffold` command: the same as `layoutlint scaffold`.
import LayoutLint

CommandLineTool.main(["scaffold"] + Array(CommandLine.arguments.dropFirst()))
