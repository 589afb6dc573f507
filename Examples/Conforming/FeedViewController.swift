import UIKit

/// The same convention with one extension per protocol: stored and lazy properties stay in the
/// class body (Swift allows them nowhere else), protocol blocks follow as extensions.
final class FeedViewController: UIViewController {
    private var items: [FeedItem] = []
    private let loader: FeedLoading

    // MARK: - Life Cycle
    init(loader: FeedLoading) {
        self.loader = loader
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(collectionView)
        layoutPageSubviews()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        loader.load { [weak self] result in
            guard case let .success(items) = result else { return }
            self?.items = items
            self?.collectionView.reloadData()
        }
    }

    private func layoutPageSubviews() {
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    // MARK: - Getters and Setters
    private lazy var collectionView: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 12
        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        view.register(FeedCell.self, forCellWithReuseIdentifier: FeedCell.reuseIdentifier)
        view.dataSource = self
        view.delegate = self
        view.refreshControl = refreshControl
        return view
    }()

    private lazy var refreshControl: UIRefreshControl = {
        let control = UIRefreshControl()
        control.addTarget(self, action: #selector(didPullToRefresh(_:)), for: .valueChanged)
        return control
    }()
}

extension FeedViewController: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: FeedCell.reuseIdentifier, for: indexPath)
        (cell as? FeedCell)?.configure(with: items[indexPath.item])
        return cell
    }
}

extension FeedViewController: UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: collectionView.bounds.width - 32, height: 88)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        #if DEBUG
        print("offset \(scrollView.contentOffset.y)")
        #endif
    }
}

// MARK: - Event Response
extension FeedViewController {
    @objc private func didPullToRefresh(_ sender: UIRefreshControl) {
        loader.load { [weak self] _ in sender.endRefreshing(); self?.collectionView.reloadData() }
    }
}
