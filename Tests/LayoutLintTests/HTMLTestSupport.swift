import Testing
@testable import LayoutLint

/// Headless Chromium for the HTML report's tests: Debian's `chromium-headless-shell` (or a
/// `chromium` already there), installed with apt-get when missing, as `.ci/run` also does. Never
/// a skip: a machine where it cannot be installed fails the tests that need it.
enum Chromium {
    static let binary: Result<String, Subprocess.Failure> = {
        if let found = find() { return .success(found) }
        let install = "apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends chromium-headless-shell"
        let result = try? Subprocess.run("/bin/sh", ["-c", install])
        if let found = find() { return .success(found) }
        return .failure(Subprocess.Failure(description: "chromium-headless-shell is not installed and apt-get could not install it: "
            + (result.map { $0.stderrText } ?? "apt-get did not run")))
    }()

    private static func find() -> String? {
        let probe = try? Subprocess.run("/bin/sh", ["-c", "command -v chromium-headless-shell || command -v chromium"])
        let path = probe?.stdoutText.split(separator: "\n").first.map(String.init)
        return probe?.succeeded == true ? path : nil
    }

    /// Runs `Tests/html/check_report.py` on `report` and returns what it saw.
    static func check(_ report: String, _ arguments: [String] = []) throws -> JSONNode {
        let chromium = try binary.get()
        let script = FileSystem.join(ConfigurationTests.repositoryRoot, "Tests/html/check_report.py")
        let run = try Subprocess.run("python3", [script, report, "--chromium", chromium] + arguments)
        guard run.succeeded else { throw Subprocess.Failure(description: "check_report.py failed: \(run.stderrText)") }
        return try JSONParser.parse(run.stdout)
    }
}

extension JSONNode {
    var strings: [String] {
        guard case let .array(items) = value else { return [] }
        return items.compactMap { if case let .string(s) = $0.value { return s } else { return nil } }
    }
    var items: [JSONNode] { if case let .array(items) = value { return items } else { return [] } }
    var string: String? { if case let .string(s) = value { return s } else { return nil } }
    var number: Double? { if case let .number(n) = value { return n } else { return nil } }
    var bools: [Bool] { items.compactMap { if case let .bool(b) = $0.value { return b } else { return nil } } }
    var pairs: [(key: String, node: JSONNode)] { if case let .object(p) = value { return p } else { return [] } }
}

/// Three controllers written the way real code is: one laid out by the convention in every
/// section, one whose members are scattered (no MARK at the top, handlers and helpers under Life
/// Cycle, a delegate method under the getters, a string that tries to end the page's script), and
/// a small conforming one in another folder.
enum ReportFixtures {
    static let conforming = """
        import UIKit

        final class OrdersViewController: UIViewController, UITableViewDataSource {
            // MARK: - Properties
            private let service: OrderService
            private var orders: [Order] = []

            // MARK: - Life Cycle
            init(service: OrderService) {
                self.service = service
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(tableView)
                navigationItem.rightBarButtonItem = refreshItem
                layoutPageSubviews()
            }

            func layoutPageSubviews() {
                NSLayoutConstraint.activate([tableView.topAnchor.constraint(equalTo: view.topAnchor)])
            }

            // MARK: - UITableViewDataSource
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { orders.count }

            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "order", for: indexPath)
            }

            // MARK: - Event Response
            @objc private func didTapRefresh(_ sender: UIBarButtonItem) {
                orders = service.cachedOrders()
            }

            // MARK: - Getters and Setters
            private lazy var tableView: UITableView = {
                let table = UITableView()
                table.dataSource = self
                return table
            }()

            private lazy var refreshItem: UIBarButtonItem = {
                UIBarButtonItem(barButtonSystemItem: .refresh, target: self, action: #selector(didTapRefresh(_:)))
            }()
        }

        """
    static let conformingRoles = ["properties", "properties", "lifecycle", "lifecycle", "lifecycle", "lifecycle",
                                  "delegate", "delegate", "event", "accessors", "accessors"]
    static let conformingBoundaries = [0, 2, 6, 8, 9]

    static let messy = #"""
        import UIKit

        class CheckoutViewController: UIViewController, UITextFieldDelegate {
            private lazy var payButton: UIButton = {
                let button = UIButton(type: .system)
                button.addTarget(self, action: #selector(didTapPay(_:)), for: .touchUpInside)
                return button
            }()

            // MARK: - Life Cycle
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(payButton)
            }

            @objc private func didTapPay(_ sender: UIButton) {
                print(formattedTotal())
            }

            private var total: Decimal = 0

            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
            }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }

            private func formattedTotal() -> String { "\(total) </script><b>" }

            // MARK: - Getters and Setters
            private lazy var couponField: UITextField = {
                let field = UITextField()
                field.delegate = self
                return field
            }()

            func textFieldDidEndEditing(_ textField: UITextField) {}
        }

        """#
    static let messyRoles = ["accessors", "lifecycle", "event", "properties", "lifecycle", "delegate", "private", "accessors", "delegate"]
    static let messyMisplaced = [false, false, true, true, false, true, true, false, true]
    static let messyBoundaries = [1, 7]

    static let small = """
        import UIKit

        final class AboutViewController: UIViewController {
            // MARK: - Life Cycle
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(versionLabel)
            }

            // MARK: - Getters and Setters
            private lazy var versionLabel: UILabel = {
                let label = UILabel()
                label.text = "1.0"
                return label
            }()
        }

        """

    /// Writes the three files under a fresh directory: `Screens/` holds the first two, `Other/` the third.
    static func write(in name: String) throws -> String {
        let dir = try temporaryDirectory(name)
        try FileSystem.createDirectories(FileSystem.join(dir, "Screens"))
        try FileSystem.createDirectories(FileSystem.join(dir, "Other"))
        try FileSystem.writeFile(FileSystem.join(dir, "Screens/OrdersViewController.swift"), conforming)
        try FileSystem.writeFile(FileSystem.join(dir, "Screens/CheckoutViewController.swift"), messy)
        try FileSystem.writeFile(FileSystem.join(dir, "Other/AboutViewController.swift"), small)
        return dir
    }

    /// Runs of equal neighbours merged: what a strip's colours read as from left to right.
    static func runs(_ roles: [String]) -> [String] {
        roles.reduce(into: []) { if $0.last != $1 { $0.append($1) } }
    }
}
