@testable import LayoutLint

/// A small app in five files: a camera screen whose protocols, base class and cell delegate are
/// declared in other files, as in real projects. Each test writes it where it needs it.
enum FixtureProject {
    static let files: [(path: String, text: String)] = [
        ("Sources/Base/DisplayViewController.swift", #"""
        import UIKit

        class DisplayViewController: UIViewController, ContentSizeAware {
            func apply(theme: Theme) {}
            func contentSizeDidChange(to category: UIContentSizeCategory) {}
            /// Subclasses override to show their own empty state.
            func configureEmptyState() {}
        }

        """#),
        ("Sources/Camera/CameraViewController.swift", #"""
        import UIKit
        import UserNotifications

        final class CameraViewController: DisplayViewController {
            // MARK: - Properties
            private let service: PhotoService
            lazy var photos = [Photo]()
            @IBOutlet private weak var shutterButton: UIButton! {
                didSet { shutterButton.layer.cornerRadius = 32 }
            }
            let categoryIdentifier = "camera"

            // MARK: - Life Cycle
            init(service: PhotoService) {
                self.service = service
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(collectionView)
                layoutPageSubviews()
            }

            override func configureEmptyState() {}

            func layoutPageSubviews() {
                collectionView.frame = view.bounds
            }

            // MARK: - Themeable
            override func apply(theme: Theme) {
                view.backgroundColor = theme.background
            }

            override func contentSizeDidChange(to category: UIContentSizeCategory) {}

            // MARK: - Event Response
            @objc func shutterTapped(_ sender: UIButton) {
                service.capture()
            }

            // MARK: - Getters and Setters
            lazy var collectionView: UICollectionView = {
                let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                view.dataSource = self
                return view
            }()
        }

        // MARK: - NotificationCategory
        extension CameraViewController: NotificationCategory {
            func register(in center: UNUserNotificationCenter) {}
            func handle(_ response: UNNotificationResponse, completion: @escaping () -> Void) { completion() }
            func formattedBadge(_ count: Int) -> String { "\(count)" }
        }

        // MARK: - UICollectionViewDataSource
        extension CameraViewController: UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { photos.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
            }
        }

        // MARK: - UICollectionViewDelegate
        extension CameraViewController: UICollectionViewDelegate {
            func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
            func scrollViewDidScroll(_ scrollView: UIScrollView) {}
        }

        // MARK: - PhotoCellDelegate
        extension CameraViewController: PhotoCellDelegate {
            func photoCell(_ cell: PhotoCell, didTapShareFor photo: Photo) {}
            func photoCellDidRequestDeletion(_ cell: PhotoCell) {}
        }

        // MARK: - AnalyticsScreen
        extension CameraViewController: AnalyticsScreen {
            func trackScreenView() {}
        }

        """#),
        ("Sources/Cells/PhotoCell.swift", #"""
        import UIKit

        protocol PhotoCellDelegate: AnyObject {
            func photoCell(_ cell: PhotoCell, didTapShareFor photo: Photo)
            func photoCellDidRequestDeletion(_ cell: PhotoCell)
        }

        final class PhotoCell: UICollectionViewCell {
            weak var delegate: PhotoCellDelegate?
        }

        """#),
        ("Sources/Notifications/NotificationCategory.swift", #"""
        import UserNotifications

        /// A screen that shows one kind of notification.
        protocol NotificationCategory: AnyObject {
            var categoryIdentifier: String { get }
            func register(in center: UNUserNotificationCenter)
            func handle(_ response: UNNotificationResponse, completion: @escaping () -> Void)
        }

        """#),
        ("Sources/Theme/Themeable.swift", #"""
        import UIKit

        protocol Themeable {
            func apply(theme: Theme)
        }

        /// Refines Themeable: its implementers also follow Dynamic Type.
        protocol ContentSizeAware: Themeable {
            func contentSizeDidChange(to category: UIContentSizeCategory)
        }

        """#),
    ]

    static let controller = "Sources/Camera/CameraViewController.swift"

    /// Writes every file under `root`.
    static func write(to root: String) throws {
        for (path, text) in files {
            try FileSystem.createDirectories(FileSystem.parent(FileSystem.join(root, path)))
            try FileSystem.writeFile(FileSystem.join(root, path), text)
        }
    }
}
