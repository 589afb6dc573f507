import UIKit

/// A controller grown the usual way: getters at the top, views configured in viewDidLoad, a
/// handler among the life cycle, a helper in the middle, one protocol split in two.
class SettingsViewController: BaseViewController, UITableViewDataSource, UITableViewDelegate {
    // MARK: - Getters and Setters
    lazy var tableView: UITableView = {
        UITableView(frame: .zero, style: .grouped)
    }()

    var options = ["Notifications", "Privacy", "About"]

    // MARK: - Life Cycle
    override func viewDidLoad() {
        super.viewDidLoad()
        let header = UILabel()
        header.text = "Settings"
        tableView.dataSource = self
        tableView.delegate = self
        tableView.tableHeaderView = header
        view.addSubview(tableView)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self,
                                                            action: #selector(didTapDone))
    }

    override func viewWillAppear(_ animated: Bool) {
        tableView.frame = view.bounds
    }

    @objc func didTapDone() {
        dismiss(animated: true)
    }

    // MARK: - Table View
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        options.count
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }

    func formattedVersion(_ version: String) -> String {
        "Version \(version)"
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = options[indexPath.row]
        return cell
    }
}
