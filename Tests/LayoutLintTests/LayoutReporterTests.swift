import Testing
@testable import LayoutLint

@Suite("Reporters that draw controllers")
struct LayoutReporterTests {
    /// `lint` asks a reporter whether it draws controllers (`asLayoutReporter`) instead of casting:
    /// the answer must be the cast's, and the HTML and Markdown reports the ones that do.
    @Test func reportersThatDrawControllersSaySo() {
        for type in Reporters.all {
            let reporter = type.init(context: ReporterContext(rules: [], rootPath: "/repo", useColor: false, toolVersion: "1"))
            #expect((reporter.asLayoutReporter != nil) == (reporter is any LayoutReporter), "\(type.name)")
            #expect((reporter.asLayoutReporter != nil) == ["html", "markdown"].contains(type.name), "\(type.name)")
            #expect(reporter.asLayoutReporter.map { $0 === reporter } ?? true, "\(type.name)")
        }
    }
}
