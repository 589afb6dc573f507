"""UIKit view code shared by view controllers and plain views: lazy getters and constraints."""

from .text import SWIFT_KEYWORDS, cap, indent, low
from .vocabulary import ENUM_CASES

def getter(rng, name, typ, c):
    """A lazy view getter: `private lazy var name: Type = { ... }()`."""
    v = rng.choice(["v", "view", low(typ[2:])]) if typ != "UIView" else "view"
    if v in SWIFT_KEYWORDS:
        v = "control"
    acc = rng.choice(["private lazy var", "private(set) lazy var", "lazy var"])
    L = ["%s %s: %s = {" % (acc, name, typ)]
    b = []
    if typ == "UILabel":
        b += ["let %s = UILabel()" % v,
              "%s.font = .preferredFont(forTextStyle: .%s)" % (v, rng.choice(["body", "headline", "caption1", "title2", "footnote"])),
              "%s.textColor = .%s" % (v, rng.choice(["label", "secondaryLabel", "systemBlue", "tertiaryLabel"])),
              "%s.numberOfLines = %d" % (v, rng.choice([0, 1, 2]))]
        if rng.random() < 0.5:
            b.append('%s.text = NSLocalizedString("%s.%s", comment: "%s")' % (v, low(c["stem"]), name, name))
    elif typ == "UIButton":
        h = c["handler_for"].get(name)
        b += ["let %s = UIButton(type: .system)" % v,
              '%s.setTitle(NSLocalizedString("%s", comment: ""), for: .normal)' % (v, cap(name.replace("Button", ""))),
              "%s.titleLabel?.font = .systemFont(ofSize: %d, weight: .%s)" % (v, rng.choice([13, 15, 17]), rng.choice(["regular", "semibold", "bold"])),
              "%s.layer.cornerRadius = %d" % (v, rng.choice([4, 8, 12]))]
        if h:
            b.append("%s.addTarget(self, action: #selector(%s(_:)), for: .touchUpInside)" % (v, h))
    elif typ == "UIImageView":
        h = c["handler_for"].get(name)
        b += ["let %s = UIImageView(image: UIImage(systemName: \"%s\"))" % (v, rng.choice(["person.circle", "photo", "star.fill", "cart"])),
              "%s.contentMode = .scaleAspectFill" % v,
              "%s.clipsToBounds = true" % v]
        if h:
            b += ["%s.isUserInteractionEnabled = true" % v,
                  "%s.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(%s(_:))))" % (v, h)]
    elif typ == "UIStackView":
        b += ["let %s = UIStackView()" % v,
              "%s.axis = .%s" % (v, rng.choice(["vertical", "horizontal"])),
              "%s.spacing = %d" % (v, rng.choice([4, 8, 12, 16])),
              "%s.alignment = .%s" % (v, rng.choice(["fill", "center", "leading"]))]
    elif typ in ("UITextField", "UITextView"):
        b += ["let %s = %s()" % (v, typ),
              "%s.font = .preferredFont(forTextStyle: .body)" % v,
              "%s.delegate = self" % v]
        if typ == "UITextField":
            b.append('%s.placeholder = "%s"' % (v, cap(name.replace("TextField", ""))))
            h = c["handler_for"].get(name)
            if h:
                b.append("%s.addTarget(self, action: #selector(%s(_:)), for: .editingChanged)" % (v, h))
    elif typ in ("UISwitch", "UISegmentedControl", "UISlider", "UIPageControl"):
        if typ == "UISegmentedControl":
            b.append('let %s = UISegmentedControl(items: ["%s", "%s"])' % (v, cap(rng.choice(ENUM_CASES)), cap(rng.choice(ENUM_CASES))))
        else:
            b.append("let %s = %s()" % (v, typ))
        h = c["handler_for"].get(name)
        if h:
            b.append("%s.addTarget(self, action: #selector(%s(_:)), for: .valueChanged)" % (v, h))
    elif typ == "UIActivityIndicatorView":
        b += ["let %s = UIActivityIndicatorView(style: .medium)" % v, "%s.hidesWhenStopped = true" % v]
    elif typ == "UITableView":
        b += ["let %s = UITableView(frame: .zero, style: .%s)" % (v, rng.choice(["plain", "insetGrouped", "grouped"])),
              "%s.dataSource = self" % v, "%s.delegate = self" % v,
              "%s.rowHeight = UITableView.automaticDimension" % v,
              "%s.estimatedRowHeight = %d" % (v, rng.choice([44, 64, 88])),
              '%s.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")' % v]
    elif typ == "UICollectionView":
        b += ["let layout = UICollectionViewFlowLayout()",
              "layout.minimumLineSpacing = %d" % rng.choice([0, 8, 12]),
              "layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)",
              "let %s = UICollectionView(frame: .zero, collectionViewLayout: layout)" % v,
              "%s.dataSource = self" % v, "%s.delegate = self" % v,
              '%s.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")' % v]
    else:
        b += ["let %s = %s()" % (v, typ),
              "%s.backgroundColor = .%s" % (v, rng.choice(["systemBackground", "secondarySystemBackground", "clear"]))]
        if typ == "UIScrollView":
            b.append("%s.alwaysBounceVertical = true" % v)
    b.append("%s.translatesAutoresizingMaskIntoConstraints = false" % v)
    b.append("return %s" % v)
    L += indent(b, 1)
    L.append("}()")
    return L


def constraints(rng, views, snapkit, host="view."):
    L = []
    if snapkit:
        prev = None
        for v in views:
            L.append("%s.snp.makeConstraints { make in" % v)
            if prev is None:
                L.append("    make.top.equalTo(%ssafeAreaLayoutGuide).offset(%d)" % (host, rng.choice([0, 8, 16])))
            else:
                L.append("    make.top.equalTo(%s.snp.bottom).offset(%d)" % (prev, rng.choice([4, 8, 12, 16])))
            L.append("    make.leading.trailing.equalToSuperview().inset(%d)" % rng.choice([0, 16, 20]))
            if rng.random() < 0.4:
                L.append("    make.height.equalTo(%d)" % rng.choice([44, 48, 56, 120, 200]))
            L.append("}")
            prev = v
        return L
    L.append("NSLayoutConstraint.activate([")
    prev = None
    for v in views:
        if prev is None:
            L.append("    %s.topAnchor.constraint(equalTo: %ssafeAreaLayoutGuide.topAnchor, constant: %d)," % (v, host, rng.choice([0, 8, 16])))
        else:
            L.append("    %s.topAnchor.constraint(equalTo: %s.bottomAnchor, constant: %d)," % (v, prev, rng.choice([4, 8, 12])))
        L.append("    %s.leadingAnchor.constraint(equalTo: %sleadingAnchor, constant: %d)," % (v, host, rng.choice([0, 16, 20])))
        L.append("    %s.trailingAnchor.constraint(equalTo: %strailingAnchor, constant: -%d)," % (v, host, rng.choice([0, 16, 20])))
        if rng.random() < 0.4:
            L.append("    %s.heightAnchor.constraint(equalToConstant: %d)," % (v, rng.choice([44, 48, 56, 120, 200])))
        prev = v
    L.append("])")
    return L

