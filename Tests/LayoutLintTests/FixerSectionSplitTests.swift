import Testing
@testable import LayoutLint

/// A `private` or attributed extension holding several sections is split into one extension
/// per section with the same header, and those move into the section order whole.
@Suite("Fixer: splitting private and attributed extensions per section")
struct FixerSectionSplitTests {
    @Test func aPrivateExtensionOfTwoSectionsIsSplitAndOrdered() {
        let (text, result) = fixedInProject("""
            final class AboutViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setupDoneButton()
                }
            }

            // MARK: - Configuration
            private extension AboutViewController {
                func setupHeader() {
                    tableView.tableHeaderView = logoView()
                }

                @objc func didTapDone(_ sender: UIBarButtonItem) {
                    dismiss(animated: true)
                }
            }

            // MARK: - UITableViewDataSource
            extension AboutViewController: UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            }
            """)
        #expect(result.failure == nil)
        #expect(text == """
            final class AboutViewController: UIViewController {
                // MARK: - Life Cycle
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setupDoneButton()
                }
            }

            // MARK: - UITableViewDataSource
            extension AboutViewController: UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            }

            // MARK: - Event Response
            private extension AboutViewController {
                @objc func didTapDone(_ sender: UIBarButtonItem) {
                    dismiss(animated: true)
                }
            }

            // MARK: - Private Methods
            private extension AboutViewController {
                func setupHeader() {
                    tableView.tableHeaderView = logoView()
                }
            }

            """)
        #expect(repairableFindings(text).filter { $0.ruleID == "section-order" }.isEmpty)
        // Settled: fixing again changes nothing.
        #expect(fixedInProject(text).result.fixed == nil)
    }

    @Test func eachPieceKeepsTheAttributesAndTheWhereClause() {
        let (text, _) = fixedInProject("""
            final class PlayerViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad() }
            }

            @available(iOS 15.0, *)
            @MainActor
            fileprivate extension PlayerViewController {
                var sheet: UISheetPresentationController? {
                    sheetPresentationController
                }

                func presentQueue() {
                    sheet?.detents = [.medium()]
                }
            }

            // MARK: - AVPlayerViewControllerDelegate
            extension PlayerViewController: AVPlayerViewControllerDelegate {
                func playerViewControllerDidStartPictureInPicture(_ controller: AVPlayerViewController) {}
            }
            """)
        let header = "@available(iOS 15.0, *)\n@MainActor\nfileprivate extension PlayerViewController {"
        #expect(text.components(separatedBy: header).count == 3)
        #expect(text.range(of: "func presentQueue()")!.lowerBound < text.range(of: "var sheet: UISheetPresentationController?")!.lowerBound)
        #expect(text.range(of: "extension PlayerViewController: AVPlayerViewControllerDelegate")!.lowerBound < text.range(of: header)!.lowerBound)
        #expect(repairableFindings(text).filter { $0.ruleID == "section-order" }.isEmpty)
    }

    @Test func aPrivateExtensionOfSeveralSectionsAlreadyInOrderIsLeftWhole() {
        let code = """
            final class AboutViewController: UIViewController {
                // MARK: - Life Cycle
                override func viewDidLoad() { super.viewDidLoad() }
            }

            // MARK: - UITableViewDataSource
            extension AboutViewController: UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            }

            private extension AboutViewController {
                // MARK: - Event Response
                @objc func didTapDone(_ sender: UIBarButtonItem) {
                    dismiss(animated: true)
                }

                // MARK: - Private Methods
                func setupHeader() {
                    tableView.tableHeaderView = UIView()
                }
            }

            """
        #expect(fixedInProject(code).text == code)
    }

    @Test func aLifeCycleOverrideBelowTheProtocolExtensionsMovesUpInItsOwnExtension() {
        let (text, result) = fixedInProject("""
            class SnapshotViewController: UIViewController {
                private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            }

            extension SnapshotViewController: UICollectionViewDataSource {
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { UICollectionViewCell() }
            }

            extension SnapshotViewController {
                override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                    super.traitCollectionDidChange(previousTraitCollection)
                    decorate()
                }

                private func decorate() {
                    collectionView.backgroundColor = .systemBackground
                }
            }
            """)
        #expect(result.failure == nil)
        // The override stays in an extension (no change of dispatch), now above the protocol's.
        #expect(text.range(of: "override func traitCollectionDidChange")!.lowerBound
            < text.range(of: "extension SnapshotViewController: UICollectionViewDataSource")!.lowerBound)
        #expect(text.range(of: "class SnapshotViewController: UIViewController {")!.upperBound
            < text.range(of: "\nextension SnapshotViewController {\n    // MARK: - Life Cycle\n    override func traitCollectionDidChange")!.lowerBound)
        #expect(text.range(of: "private func decorate()")!.lowerBound
            > text.range(of: "extension SnapshotViewController: UICollectionViewDataSource")!.lowerBound)
        #expect(repairableFindings(text).filter { $0.ruleID == "section-order" }.isEmpty)
    }
}

