import Testing
@testable import LayoutLint

/// `scaffold --list` and `--explain`: each template's description, variables and files, in words.
@Suite("Scaffold --list and --explain")
struct ScaffoldExplainTests {
    @Test func listShowsEveryTemplatesFilesPerLanguage() {
        let empty = ScaffoldTestSupport.temporaryDirectory("empty")
        defer { ScaffoldTestSupport.remove(empty) }
        let result = ScaffoldTestSupport.scaffold(["--list", "--templates", empty])
        #expect(result.status == 0)
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("mvvm-dc  MVVM without binding") && $0.hasSuffix("[swift, objc; built-in]") })
        #expect(lines.contains("           swift: ProfileViewController.swift, ProfileDataController.swift, ProfileDataControllerTests.swift (--tests), "
                               + "ProfileViewModel.swift, ProfileViewModelTests.swift (--tests), ProfileView.swift"))
        #expect(lines.contains("           objc: ProfileViewController.h, ProfileViewController.m, ProfileContext.h, ProfileContext.m, ProfileBusinessObject.h, "
                               + "ProfileBusinessObject.m, ProfileDataHandler.h, ProfileDataHandler.m, ProfileView.h, ProfileView.m"))
        #expect(lines.contains { $0.contains("--set dataSource=… (default true): Make a separate") })
    }

    @Test func explainSaysWhatATemplateWritesAndWhen() {
        let empty = ScaffoldTestSupport.temporaryDirectory("empty")
        defer { ScaffoldTestSupport.remove(empty) }
        let result = ScaffoldTestSupport.scaffold(["--explain", "mvc", "--templates", empty])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.hasPrefix("Template 'mvc' (built-in, Templates/mvc/manifest.json)\n"))
        #expect(result.out.contains("\n  ProfileDataSource.swift  from DataSource.swift.tmpl, only when 'dataSource' is true and 'dataSourceProtocols' is not empty\n"))
        #expect(result.out.contains("\n  ProfileViewController.h  from the partial objc/controller-header\n"))
        #expect(result.out.contains("  dataSource, default true: "))
        #expect(result.out.contains("swift/protocol-blocks, protocol-blocks, swift/method-stub, protocol-note"))
        let tests = ScaffoldTestSupport.scaffold(["--explain", "cdd"])
        #expect(tests.out.contains("  ProfileDataHandlerTests.swift  from DataHandlerTests.swift.tmpl, with --tests"))
        let unknown = ScaffoldTestSupport.scaffold(["--explain", "mvv"])
        #expect(unknown.status == 2 && unknown.err.contains("Did you mean 'mvc'?"))
    }
}
