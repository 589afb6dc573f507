#!/usr/bin/env python3
"""Generate a deterministic, realistic Swift corpus for benchmarking layoutlint.

    python3 bench/generate_corpus.py --lines 100000 --out bench/corpus/100k

The corpus imitates the sources of an iOS app: view controllers of 50 to 1,500 lines laid out by
the section convention (about 70 %) or with the violations real code has (about 30 %), and plain
model, view, cell, service, protocol and extension files. Files are split into subdirectories of
about 200 files each. A `MANIFEST.tsv` next to the subdirectories lists every file with its kind,
layout style and the violations planted in it.

Determinism: file number `i` is generated from its own `random.Random` seeded with the string
"SEED/i" alone, so the output is byte-for-byte the same on every run and with any number of
worker processes. Only the Python standard library is used.
"""

import argparse
import os
import random
import shutil
import sys
import time

FILES_PER_DIR = 200
DEFAULT_SEED = 20160312

# ----------------------------------------------------------------------------------------------
# Vocabulary
# ----------------------------------------------------------------------------------------------

DOMAINS = [
    "Profile", "Order", "Cart", "Checkout", "Settings", "Feed", "Message", "Chat", "Notification",
    "Search", "Product", "Catalog", "Wallet", "Payment", "Account", "Login", "Signup", "Onboarding",
    "Photo", "Album", "Video", "Player", "Playlist", "Map", "Location", "Ride", "Trip", "Booking",
    "Hotel", "Flight", "Ticket", "Event", "Calendar", "Task", "Project", "Note", "Document",
    "Invoice", "Report", "Dashboard", "Stock", "Portfolio", "News", "Article", "Comment", "Review",
    "Rating", "Coupon", "Reward", "Friend", "Contact", "Group", "Team", "Member", "Subscription",
    "Plan", "Store", "Shop", "Menu", "Recipe", "Workout", "Health", "Sleep", "Device", "Camera",
    "Scanner", "Upload", "Download", "Inbox", "Mail", "Story", "Live", "Stream", "Address",
    "Delivery", "Shipment", "Course", "Lesson", "Quiz", "Exam", "Library", "Book", "Podcast",
    "Episode", "Weather", "Forecast", "Survey", "Feedback", "Support", "Help", "Language", "Theme",
    "Privacy", "Security", "Backup", "Coin", "Transfer", "Merchant", "Loyalty", "Voucher",
]
PREFIXES = ["", "My", "Shared", "Team", "Local", "Remote", "Quick", "Smart", "Pro", "Family", "Daily"]
QUALIFIERS = [
    "", "Detail", "List", "Edit", "Create", "History", "Summary", "Overview", "Picker", "Preview",
    "Filter", "Home", "Browser", "Composer", "Gallery", "Info", "Manage", "Select", "Confirm",
    "Result", "Share", "Timeline",
]
VC_BASES = ["UIViewController"]

# (role, UIKit type, getter-body kind)
SUBVIEW_TYPES = [
    ("Label", "UILabel"), ("Label", "UILabel"), ("Label", "UILabel"), ("Button", "UIButton"),
    ("Button", "UIButton"), ("ImageView", "UIImageView"), ("View", "UIView"),
    ("StackView", "UIStackView"), ("TextField", "UITextField"), ("TextView", "UITextView"),
    ("Switch", "UISwitch"), ("SegmentedControl", "UISegmentedControl"),
    ("ActivityIndicatorView", "UIActivityIndicatorView"), ("ProgressView", "UIProgressView"),
    ("Slider", "UISlider"), ("PageControl", "UIPageControl"), ("ScrollView", "UIScrollView"),
]
ROLES = [
    "title", "subtitle", "avatar", "header", "footer", "confirm", "cancel", "close", "share",
    "container", "content", "search", "comment", "notification", "loading", "emptyState", "price",
    "date", "status", "badge", "name", "email", "phone", "password", "summary", "detail", "cover",
    "background", "thumbnail", "follow", "like", "retry", "submit", "filter", "sort", "count",
    "progress", "volume", "rating", "tag", "location", "time", "total", "discount", "quantity",
    "note", "banner", "tip", "warning", "hint", "caption", "author", "category", "brand", "size",
    "color", "delivery", "payment", "coupon", "balance", "points", "level", "streak", "score",
]
ROW_WORDS = [
    "name", "email", "phone", "address", "city", "country", "zip", "birthday", "gender", "bio",
    "website", "company", "title", "avatar", "cover", "language", "currency", "timezone", "theme",
    "notifications", "privacy", "security", "password", "twoFactor", "devices", "sessions",
    "backup", "storage", "cache", "about", "version", "licenses", "feedback", "rate", "share",
    "logout", "delete", "subscription", "billing", "invoices", "coupons", "rewards", "referrals",
    "help", "faq", "contact", "terms", "policy", "export", "importData", "sync", "reminders", "sounds",
    "badges", "widgets", "shortcuts", "siri", "location", "camera", "photos", "contacts",
    "calendar", "health", "bluetooth", "wifi", "cellular", "battery", "display", "fontSize",
]
ROW_KINDS = [
    ("String", "value"), ("Bool", "isOn"), ("URL?", "url"), ("Int", "count"),
    ("Date", "date"), ("Double", "amount"),
]
FIELD_TYPES = [
    ("String", '""'), ("Int", "0"), ("Double", "0"), ("Bool", "false"), ("Date", "Date()"),
    ("URL?", "nil"), ("[String]", "[]"), ("UUID", "UUID()"), ("Decimal", "0"), ("String?", "nil"),
]
FIELD_WORDS = [
    "title", "subtitle", "summary", "body", "author", "createdAt", "updatedAt", "price", "total",
    "quantity", "isFavorite", "isArchived", "tags", "thumbnailURL", "rating", "score", "status",
    "ownerID", "remoteID", "currencyCode", "note", "position", "duration", "distance", "latitude",
    "longitude", "discount", "stock", "sku", "category", "color", "size", "weight", "expiresAt",
    "startsAt", "endsAt", "isRead", "isPinned", "unreadCount", "followers", "following", "level",
]
ENUM_CASES = [
    "pending", "active", "paused", "completed", "cancelled", "failed", "refunded", "archived",
    "draft", "scheduled", "published", "hidden", "deleted", "expired", "trial", "premium", "basic",
    "family", "student", "enterprise", "visa", "mastercard", "amex", "paypal", "applePay",
    "bankTransfer", "cash", "giftCard", "credit", "debit", "small", "medium", "large", "extraLarge",
    "red", "green", "blue", "yellow", "purple", "orange", "black", "white", "gray", "north",
    "south", "east", "west", "morning", "afternoon", "evening", "night", "weekly", "monthly",
    "yearly", "daily", "hourly", "english", "chinese", "japanese", "korean", "french", "german",
    "spanish", "italian", "portuguese", "russian", "arabic", "hindi", "thai", "vietnamese",
    "unknown", "none", "some", "many", "all", "newest", "oldest", "popular", "trending", "nearby",
]
AUTHORS = ["casa", "liwei", "zhangsan", "mchen", "jsmith", "anna.k", "devbot", "tkato", "olivia", "rgarcia"]
COMPANIES = ["Acme", "Example Inc", "Anjuke", "Casa Studio", "Orbit Labs", "Sunrise Apps"]
MODULES = ["App", "Shop", "Social", "Media", "Payments", "Travel", "Core", "Account", "Learning"]

PROTOCOLS = [
    "UITableViewDataSource", "UITableViewDelegate", "UICollectionViewDataSource",
    "UICollectionViewDelegate", "UICollectionViewDelegateFlowLayout", "UIScrollViewDelegate",
    "UITextFieldDelegate", "UITextViewDelegate", "UISearchBarDelegate",
    "UIGestureRecognizerDelegate", "UIImagePickerControllerDelegate", "UINavigationControllerDelegate",
    "UIAdaptivePresentationControllerDelegate", "UIPageViewControllerDataSource",
    "WKNavigationDelegate", "CUSTOM_HEADER", "CUSTOM_CELL", "CUSTOM_DATA",
]

VIOLATIONS = [
    "getters_at_top", "event_in_lifecycle", "missing_marks", "views_in_viewdidload",
    "missing_super", "wrong_protocol_mark", "private_helpers", "frames_in_viewwillappear",
    "base_view_controller", "getters_before_events", "merged_protocol_block",
]

# ----------------------------------------------------------------------------------------------
# Small helpers
# ----------------------------------------------------------------------------------------------

SWIFT_KEYWORDS = frozenset("""associatedtype class deinit enum extension fileprivate func import init inout
internal let open operator private precedencegroup protocol public rethrows static struct subscript
typealias var break case catch continue default defer do else fallthrough for guard if in repeat return
throw switch where while as false is nil self Self super throws true try""".split())

IND = ["    " * i for i in range(16)]


def cap(s):
    return s[:1].upper() + s[1:]


def low(s):
    return s[:1].lower() + s[1:]


def indent(lines, n):
    p = IND[n]
    return [p + l if l else "" for l in lines]


def type_name_for(index):
    """A unique, deterministic type stem for file number `index`."""
    n_dom, n_pre, n_q = len(DOMAINS), len(PREFIXES), len(QUALIFIERS)
    space = n_dom * n_pre * n_q
    k = (index * 7919) % space          # 7919 is prime and coprime to the space: a permutation
    version = index // space
    d, rest = k % n_dom, k // n_dom
    p, q = rest % n_pre, rest // n_pre
    stem = PREFIXES[p] + DOMAINS[d] + QUALIFIERS[q]
    if version:
        stem += "V%d" % (version + 1)
    return stem, DOMAINS[d]


def file_header(rng, filename, module):
    y = rng.randint(2015, 2024)
    return [
        "//",
        "//  %s" % filename,
        "//  %s" % module,
        "//",
        "//  Created by %s on %d/%02d/%02d." % (rng.choice(AUTHORS), y, rng.randint(1, 12), rng.randint(1, 28)),
        "//  Copyright © %d %s. All rights reserved." % (y, rng.choice(COMPANIES)),
        "//",
        "",
    ]


# ----------------------------------------------------------------------------------------------
# Statement snippets (bodies of methods and handlers). Each returns lines at relative indent 0.
# ----------------------------------------------------------------------------------------------

def snip_log(rng, c):
    return ['print("[\\(Self.self)] \\(#function) items: \\(%s.count), page: \\(currentPage)")' % c["items"]]


def snip_fetch(rng, c):
    return [
        "%s.fetch%s(page: currentPage) { [weak self] result in" % (c["dc"], c["Items"]),
        "    guard let self else { return }",
        "    switch result {",
        "    case .success(let %s):" % c["items"],
        "        self.%s = %s" % (c["items"], c["items"]),
        ("        self.%s.reloadData()" % c["list"]) if c["list"] else "        self.view.setNeedsLayout()",
        "    case .failure(let error):",
        '        let alert = UIAlertController(title: "Error", message: error.localizedDescription, preferredStyle: .alert)',
        '        alert.addAction(UIAlertAction(title: "OK", style: .default))',
        "        self.present(alert, animated: true)",
        "    }",
        "}",
    ]


def snip_animate(rng, c):
    v = rng.choice(c["views"])
    return [
        "UIView.animate(withDuration: %0.2f, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState]) {" % rng.choice([0.2, 0.25, 0.3, 0.35]),
        "    self.%s.alpha = self.%s.alpha > 0.5 ? 0 : 1" % (v, v),
        "    self.%s.transform = CGAffineTransform(scaleX: 0.98, y: 0.98)" % v,
        "} completion: { finished in",
        "    guard finished else { return }",
        "    self.%s.transform = .identity" % v,
        "}",
    ]


def snip_async_after(rng, c):
    v = rng.choice(c["views"])
    return [
        "DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(%d)) { [weak self] in" % rng.choice([150, 250, 300, 500]),
        "    self?.%s.isHidden = false" % v,
        "    self?.view.setNeedsLayout()",
        "}",
    ]


def snip_task(rng, c):
    v = rng.choice(c["labels"])
    return [
        "Task { @MainActor [weak self] in",
        "    guard let self else { return }",
        "    do {",
        "        let summary = try await self.%s.loadSummary(for: self.identifier, includeArchived: %s)" % (c["dc"], rng.choice(["true", "false"])),
        '        self.%s.text = "\\(summary.title) · \\(summary.count) \\(summary.count == 1 ? "item" : "items")"' % v,
        "    } catch is CancellationError {",
        "        return",
        "    } catch {",
        '        self.%s.text = String(localized: "Could not load: \\(error.localizedDescription)")' % v,
        "    }",
        "}",
    ]


def snip_interp(rng, c):
    v = rng.choice(c["labels"])
    return [
        "let %s = %s.first" % (c["item"], c["items"]),
        '%s.text = "\\(%s?.title.capitalized ?? "—") – \\(Self.dateFormatter.string(from: %s?.createdAt ?? Date())) (\\(%s.map { "#\\($0.tag)" }.joined(separator: " ")))"' % (v, c["item"], c["item"], c["items"]),
    ]


def snip_raw(rng, c):
    pat = rng.choice([r'^[A-Z]{2}\d{6}$', r'^\+?[0-9 ()-]{7,}$', r'^[\w.+-]+@[\w-]+\.[\w.]+$', r'"id":\s*"(\w+)"', r'\\d{4}-\\d{2}'])
    return [
        'let pattern = #"%s"#' % pat,
        "if let text = %s.text, text.range(of: pattern, options: .regularExpression) != nil {" % rng.choice(c["views"]),
        '    print(#"matched "\\#(text)" against \\#(pattern)"#)',
        "}",
    ]


def snip_regex(rng, c):
    return [
        "if let match = %s.firstMatch(of: #/(?<code>[A-Z]{3})-(?<number>\\d{2,8})/#) {" % rng.choice(['query', 'inputText', 'scannedText']),
        "    selectedCode = String(match.code)",
        "    selectedNumber = Int(match.number) ?? 0",
        "}",
    ]


def snip_chain(rng, c):
    return [
        "let visible = %s" % c["items"],
        "    .filter { !$0.isHidden && $0.score > %d }" % rng.randint(0, 50),
        "    .sorted { lhs, rhs in lhs.updatedAt > rhs.updatedAt }",
        "    .prefix(%d)" % rng.choice([10, 20, 50]),
        "    .map(\\.title)",
        'print("visible: \\(visible.joined(separator: ", "))")',
    ]


def snip_navigation(rng, c):
    return [
        "guard let %s = selected%s else { return }" % (c["item"], c["Item"]),
        "let detail = %sDetailViewController(%s: %s, dataController: %s)" % (c["domain"], c["item"], c["item"], c["dc"]),
        "detail.hidesBottomBarWhenPushed = true",
        "navigationController?.pushViewController(detail, animated: true)",
    ]


def snip_analytics(rng, c):
    return [
        "Analytics.shared.track(.%s, properties: [" % rng.choice(["tap", "view", "submit", "toggle"]),
        '    "screen": "%s",' % low(c["stem"]),
        '    "count": %s.count,' % c["items"],
        '    "source": source.rawValue,',
        "])",
    ]


def snip_docatch(rng, c):
    return [
        "do {",
        "    try %s.save(%s, in: .%s)" % (c["dc"], c["items"], rng.choice(["local", "remote", "both"])),
        "} catch let error as DecodingError {",
        '    assertionFailure("decoding failed: \\(error)")',
        "} catch {",
        '    os_log("save failed: %{public}@", log: .default, type: .error, error.localizedDescription)',
        "}",
    ]


def snip_ifcase(rng, c):
    v = rng.choice(c["labels"])
    return [
        "if case .loaded(let value) = state, !value.isEmpty {",
        '    %s.text = value.count > 99 ? "99+" : "\\(value.count)"' % v,
        "} else if case .failed = state {",
        '    %s.text = ""' % v,
        "} else {",
        "    %s.isHidden = true" % v,
        "}",
    ]


def snip_defer(rng, c):
    return [
        "isLoading = true",
        "defer { isLoading = false }",
        "let started = CFAbsoluteTimeGetCurrent()",
        'print(String(format: "took %.2f ms", (CFAbsoluteTimeGetCurrent() - started) * 1000))',
    ]


def snip_multiline(rng, c):
    return [
        'let message = """',
        "    You are about to %s \\(%s.count) item(s).\\n" % (rng.choice(["delete", "archive", "share", "export"]), c["items"]),
        '    This cannot be undone. "Cancel" keeps everything as it is.',
        '    """',
        'let alert = UIAlertController(title: nil, message: message, preferredStyle: .actionSheet)',
        'alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))',
        "present(alert, animated: true)",
    ]


def snip_comment(rng, c):
    v = rng.choice(c["views"])
    return [
        "// TODO(%s): move this into the data controller once the API pages (#%d)" % (rng.choice(AUTHORS), rng.randint(100, 9999)),
        "/* Disabled until the redesign ships:",
        "   /* nested: keep in sync with the header */ self.%s.isHidden = false" % v,
        "   self.%s.alpha = 0.5 */" % v,
        "%s.accessibilityLabel = NSLocalizedString(\"%s\", comment: \"VoiceOver label\")" % (v, v),
    ]


LIFECYCLE_SNIPPETS = [snip_log, snip_fetch, snip_analytics]
SNIPPETS = [snip_log, snip_fetch, snip_animate, snip_async_after, snip_task, snip_interp, snip_raw,
            snip_regex, snip_chain, snip_navigation, snip_analytics, snip_docatch, snip_ifcase,
            snip_defer, snip_multiline, snip_comment]


def body(rng, c, n):
    out = []
    for _ in range(n):
        out.extend(rng.choice(SNIPPETS)(rng, c))
    return out


# ----------------------------------------------------------------------------------------------
# View controller
# ----------------------------------------------------------------------------------------------

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


def proto_block(rng, proto, c, n_cases):
    """Methods implementing `proto`, relative indent 0. Returns (display name, lines)."""
    items, item, list_ = c["items"], c["item"], c["list"]
    if proto == "CUSTOM_HEADER":
        name = "%sHeaderViewDelegate" % c["domain"]
        L = ["func headerViewDidTapAvatar(_ headerView: %sHeaderView) {" % c["domain"]]
        L += indent(body(rng, c, 1), 1) + ["}", "",
              "func headerView(_ headerView: %sHeaderView, didSelect segment: Int) {" % c["domain"],
              "    currentPage = 0", "    %s.reloadData()" % list_, "}"]
        return name, L
    if proto == "CUSTOM_CELL":
        name = "%sCellDelegate" % c["domain"]
        return name, ["func cell(_ cell: %sCell, didToggleFavorite isFavorite: Bool) {" % c["domain"],
                      "    guard let indexPath = %s.indexPath(for: cell) else { return }" % list_,
                      "    %s[indexPath.row].isFavorite = isFavorite" % items,
                      "    %s.reloadItems(at: [indexPath])" % list_ if c["list_type"] == "UICollectionView" else "    %s.reloadRows(at: [indexPath], with: .automatic)" % list_,
                      "}"]
    if proto == "CUSTOM_DATA":
        name = "%sDataControllerDelegate" % c["domain"]
        L = ["func dataController(_ controller: %sDataController, didUpdate %s: [%s]) {" % (c["domain"], items, c["Item"]),
             "    self.%s = %s" % (items, items)]
        L += indent(body(rng, c, 1), 1) + ["}", "",
              "func dataController(_ controller: %sDataController, didFailWith error: Error) {" % c["domain"],
              '    print("\\(type(of: controller)) failed: \\(String(describing: error))")', "}"]
        return name, L
    if proto == "UITableViewDataSource":
        L = ["func numberOfSections(in tableView: UITableView) -> Int {", "    1", "}", "",
             "func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
             "    rows.count", "}", "",
             "func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
             '    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)',
             "    var content = cell.defaultContentConfiguration()",
             "    switch rows[indexPath.row] {"]
        for (case, (typ, lbl)) in c["row_cases"][:n_cases]:
            L.append("    case .%s(let %s):" % (case, lbl))
            if typ == "String":
                L.append('        content.text = NSLocalizedString("%s", comment: "")' % case)
                L.append("        content.secondaryText = %s" % lbl)
            elif typ == "Bool":
                L.append('        content.text = "%s"' % cap(case))
                L.append("        cell.accessoryType = %s ? .checkmark : .none" % lbl)
            elif typ == "URL?":
                L.append('        content.text = %s?.host ?? "%s"' % (lbl, case))
            elif typ == "Int":
                L.append('        content.text = "%s (\\(%s))"' % (cap(case), lbl))
            elif typ == "Date":
                L.append("        content.text = Self.dateFormatter.string(from: %s)" % lbl)
            else:
                L.append('        content.text = String(format: "%%.2f", %s)' % lbl)
        L += ["    }", "    cell.contentConfiguration = content", "    return cell", "}"]
        if rng.random() < 0.5:
            L += ["", "func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {",
                  '    section == 0 ? nil : "Section \\(section + 1)"', "}"]
        return proto, L
    if proto == "UITableViewDelegate":
        L = ["func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {",
             "    tableView.deselectRow(at: indexPath, animated: true)",
             "    selected%s = %s[safe: indexPath.row]" % (c["Item"], items)]
        L += indent(body(rng, c, rng.randint(0, 2)), 1)
        L += ["}", "", "func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {",
              "    indexPath.row == 0 ? %d : UITableView.automaticDimension" % rng.choice([88, 120, 160]), "}"]
        return proto, L
    if proto == "UICollectionViewDataSource":
        L = ["func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {",
             "    %s.count" % items, "}", "",
             "func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {",
             '    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)',
             "    let %s = %s[indexPath.item]" % (item, items),
             "    switch %s.kind {" % item]
        for case in c["kind_cases"][:n_cases]:
            L += ["    case .%s:" % case,
                  "        cell.contentView.backgroundColor = UIColor(named: \"%s\") ?? .secondarySystemBackground" % case]
        L += ["    @unknown default:", "        break", "    }", "    return cell", "}"]
        return proto, L
    if proto == "UICollectionViewDelegate":
        L = ["func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {",
             "    selected%s = %s[indexPath.item]" % (c["Item"], items)]
        L += indent(body(rng, c, 1), 1) + ["}"]
        return proto, L
    if proto == "UICollectionViewDelegateFlowLayout":
        return proto, ["func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {",
                       "    let width = (collectionView.bounds.width - 48) / %d" % rng.choice([2, 3, 4]),
                       "    return CGSize(width: floor(width), height: floor(width * %0.1f))" % rng.choice([1.0, 1.3, 1.5]), "}"]
    if proto == "UIScrollViewDelegate":
        return proto, ["func scrollViewDidScroll(_ scrollView: UIScrollView) {",
                       "    let offset = scrollView.contentOffset.y + scrollView.adjustedContentInset.top",
                       "    navigationItem.title = offset > %d ? title : nil" % rng.choice([44, 64, 120]),
                       "    guard !isLoading, offset > scrollView.contentSize.height - scrollView.bounds.height * 2 else { return }",
                       "    currentPage += 1", "}"]
    if proto == "UITextFieldDelegate":
        return proto, ["func textFieldShouldReturn(_ textField: UITextField) -> Bool {",
                       "    textField.resignFirstResponder()", "    return true", "}", "",
                       "func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {",
                       "    guard let text = textField.text, let range = Range(range, in: text) else { return true }",
                       "    let updated = text.replacingCharacters(in: range, with: string)",
                       "    return updated.count <= %d && updated.allSatisfy { $0.isLetter || $0.isNumber || $0 == \" \" }" % rng.choice([20, 32, 64]),
                       "}"]
    if proto == "UITextViewDelegate":
        return proto, ["func textViewDidChange(_ textView: UITextView) {",
                       '    navigationItem.rightBarButtonItem?.isEnabled = !textView.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty',
                       "}"]
    if proto == "UISearchBarDelegate":
        return proto, ["func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {",
                       "    query = searchText", "    searchWorkItem?.cancel()",
                       "    let work = DispatchWorkItem { [weak self] in self?.%s.search(searchText) }" % c["dc"],
                       "    searchWorkItem = work",
                       "    DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, execute: work)", "}", "",
                       "func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {",
                       "    searchBar.resignFirstResponder()", "}"]
    if proto == "UIGestureRecognizerDelegate":
        return proto, ["func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {",
                       "    otherGestureRecognizer is UIPanGestureRecognizer", "}"]
    if proto == "UIImagePickerControllerDelegate":
        return proto, ["func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {",
                       "    defer { picker.dismiss(animated: true) }",
                       "    guard let image = info[.editedImage] as? UIImage ?? info[.originalImage] as? UIImage else { return }",
                       "    pickedImage = image", "}", "",
                       "func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {",
                       "    picker.dismiss(animated: true)", "}"]
    if proto == "UINavigationControllerDelegate":
        return proto, ["func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {",
                       "    viewController.navigationItem.backButtonDisplayMode = .minimal", "}"]
    if proto == "UIAdaptivePresentationControllerDelegate":
        return proto, ["func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {",
                       "    !hasUnsavedChanges", "}"]
    if proto == "UIPageViewControllerDataSource":
        return proto, ["func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {",
                       "    guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }",
                       "    return pages[index - 1]", "}", "",
                       "func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {",
                       "    guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }",
                       "    return pages[index + 1]", "}"]
    # WKNavigationDelegate
    return proto, ["func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {",
                   "    guard let url = navigationAction.request.url else { return decisionHandler(.cancel) }",
                   '    decisionHandler(url.scheme == "https" || url.scheme == "about" ? .allow : .cancel)', "}"]


def gen_view_controller(rng, index, stem, domain, module, target, size=None, bad=False):
    vc = stem + "ViewController"
    item = low(domain)
    if item in ("help", "privacy", "security"):
        item = item + "Item"
    Item = cap(item)
    items = item + "s" if not item.endswith("s") else item + "List"
    # `target` is the size the file aims at; `size` (scaled by generate_file's feedback loop)
    # drives the counts below.
    size = size or target
    tiny = target < 100        # a simple screen: a few labels and buttons, no list, no protocols
    small = target < 170       # no optional life-cycle methods, no preview
    violations = []
    if bad:
        pool = [v for v in VIOLATIONS if not (tiny and v in ("wrong_protocol_mark", "merged_protocol_block"))]
        k = 1 if rng.random() < 0.6 else rng.randint(2, 3)
        violations = sorted(rng.sample(pool, k), key=VIOLATIONS.index)
    style = "extension" if rng.random() < 0.35 else "inline"

    # Sizing: the fixed part is ~60-120 lines; the rest is split between subviews (getter +
    # addSubview + constraints ≈ 15 lines), protocol blocks, switch cases and event handlers.
    budget = max(0, size - (45 if tiny else 80 if small else 120))
    n_protos = min(len(PROTOCOLS), max(1, int(budget / 110) + rng.randint(0, 2)))
    if tiny:
        n_protos = 0
    n_sub = max(2 if tiny else 1, min(60, int(budget * 0.40 / 15)))
    n_handlers = max(1, min(40, int(budget * 0.15 / 11)))
    n_cases = max(2, min(len(ROW_WORDS), int(budget * 0.22 / 2.6)))
    n_extra = max(0, int(budget * 0.12 / 6))  # snippets sprinkled into method bodies

    base = rng.choice(VC_BASES)
    list_type = "UICollectionView" if rng.random() < 0.3 else "UITableView"
    list_name = "collectionView" if list_type == "UICollectionView" else "tableView"
    if tiny:
        list_type = list_name = None
    if "base_view_controller" in violations:
        base = rng.choice(["BaseViewController", "BaseTableViewController", "%sBaseViewController" % module])

    # Protocols: list-related first.
    if list_type == "UITableView":
        protos = ["UITableViewDataSource", "UITableViewDelegate"]
    else:
        protos = ["UICollectionViewDataSource", "UICollectionViewDelegate", "UICollectionViewDelegateFlowLayout"]
    others = [p for p in PROTOCOLS if not p.startswith("UITableView") and not p.startswith("UICollectionView")]
    rng.shuffle(others)
    protos = (protos + others)[:max(n_protos, 0)]
    if "merged_protocol_block" in violations and len(protos) < 2:
        violations.remove("merged_protocol_block")
        if not violations or "wrong_protocol_mark" in violations:
            violations.append("getters_at_top" if "getters_at_top" not in violations else "missing_super")
        else:
            violations.append("wrong_protocol_mark")
        violations.sort(key=VIOLATIONS.index)

    # Subviews.
    names = []
    used = set()
    subviews = [(list_name, list_type)] if list_name else []
    used.add(list_name)
    tries = 0
    while len(subviews) < n_sub and tries < 500:
        tries += 1
        role = rng.choice(ROLES)
        suffix, typ = rng.choice(SUBVIEW_TYPES[:5] if tiny else SUBVIEW_TYPES)
        name = role + suffix
        if name in used:
            continue
        used.add(name)
        subviews.append((name, typ))
    names = [n for n, _ in subviews]
    labels = [n for n, t in subviews if t == "UILabel"] or [names[0]]

    # Event handlers, wired from getters (target-action, gestures) or from notifications.
    handler_for = {}
    handlers = []
    for name, typ in subviews:
        if len(handlers) >= n_handlers:
            break
        if typ in ("UIButton", "UISwitch", "UISegmentedControl", "UISlider", "UIPageControl", "UITextField"):
            verb = "didTap" if typ == "UIButton" else "didChange"
            h = verb + cap(name)
            handler_for[name] = h
            handlers.append((h, typ))
        elif typ == "UIImageView" and rng.random() < 0.5:
            h = "didTap" + cap(name)
            handler_for[name] = h
            handlers.append((h, "UITapGestureRecognizer"))
    notif = []
    while len(handlers) < n_handlers:
        nm = rng.choice(["keyboardWillShow", "keyboardWillHide", "applicationDidBecomeActive",
                         "userDidLogin", "cartDidChange", "themeDidChange", "localeDidChange",
                         "networkReachabilityChanged", "didReceiveRemotePush", "sessionDidExpire"])
        if nm in notif:
            nm = nm + str(len(handlers))
        notif.append(nm)
        handlers.append((nm, "Notification"))

    row_words = ROW_WORDS[:]
    rng.shuffle(row_words)
    row_cases = [(w, rng.choice(ROW_KINDS)) for w in row_words]
    kind_cases = ENUM_CASES[:]
    rng.shuffle(kind_cases)

    c = {
        "stem": stem, "domain": domain, "item": item, "Item": Item, "items": items,
        "Items": cap(items), "dc": "dataController", "list": list_name, "list_type": list_type,
        "views": names, "labels": labels, "handler_for": handler_for, "Row": stem + "Row",
        "row_cases": row_cases, "kind_cases": kind_cases,
    }
    snapkit = rng.random() < 0.3

    out = file_header(rng, vc + ".swift", module)
    out.append("import UIKit")
    if snapkit:
        out.append("import SnapKit")
    if "WKNavigationDelegate" in protos:
        out.append("import WebKit")
    if rng.random() < 0.3:
        out.append("import os.log")
    out.append("")

    # File-level row enum.
    if "UITableViewDataSource" in protos:
        out.append("private enum %sRow {" % stem)
        for case, (typ, lbl) in row_cases[:n_cases]:
            out.append("    case %s(%s)" % (case, typ))
        out += ["}", ""]

    # ------- sections, as lists of lines at class-member indent (relative 0) -------
    # Properties.
    props = ["private let %s: %sDataController" % ("dataController", domain),
             "private let identifier: %s.ID" % Item,
             "private var %s: [%s] = []" % (items, Item),
             "private var selected%s: %s?" % (Item, Item),
             "private var currentPage = 0",
             "private var isLoading = false",
             "private var state: LoadState<[%s]> = .idle" % Item,
             "var onFinish: ((Result<[%s], Error>) -> Void)?" % Item]
    if "UITableViewDataSource" in protos:
        props.append("private var rows: [%sRow] = []" % stem)
    if "UISearchBarDelegate" in protos:
        props += ["private var query = \"\"", "private var searchWorkItem: DispatchWorkItem?"]
    if "UIImagePickerControllerDelegate" in protos:
        props.append("private var pickedImage: UIImage?")
    if "UIPageViewControllerDataSource" in protos:
        props.append("private var pages: [UIViewController] = []")
    props += ["private var hasUnsavedChanges = false", "private var selectedCode = \"\"", "private var selectedNumber = 0",
              "private let source: Source"]
    if small:
        props = props[:5] + [x for x in props if x.startswith("private var rows")] + props[-2:]
    elif rng.random() < 0.4:
        props += ['private let helpText = """',
                  "    Swipe left on a %s to archive it." % item,
                  "    Tap \\\"Edit\\\" to reorder; changes are saved \\(\"automatically\")." ,
                  '    """']
    props.append("private static let dateFormatter = DateFormatter.%s" % rng.choice(["mediumDate", "shortDateTime", "relative"]))

    if tiny:
        props = ["var %s: [%s] = []" % (items, Item), "var onFinish: (() -> Void)?",
                 "private var hasUnsavedChanges = false"]
    # Life cycle.
    life = ["init(%s: %s, dataController: %sDataController, source: Source = .direct) {" % ("identifier", "%s.ID" % Item, domain),
            "    self.identifier = identifier",
            "    self.dataController = dataController",
            "    self.source = source",
            "    super.init(nibName: nil, bundle: nil)",
            "}",
            "",
            "required init?(coder: NSCoder) {",
            '    fatalError("init(coder:) has not been implemented")',
            "}",
            ""]
    if not small:
        life += ["deinit {",
                 "    NotificationCenter.default.removeObserver(self)",
                 "    #if DEBUG",
                 '    print("\\(Self.self) deinit")',
                 "    #endif",
                 "}",
                 ""]
    if tiny:
        life = []
    vdl = ["override func viewDidLoad() {", "    super.viewDidLoad()"]
    for name in names:
        vdl.append("    view.addSubview(self.%s)" % name)
    if "views_in_viewdidload" in violations:
        lbl = labels[0]
        vdl[2:2] = ["    view.backgroundColor = .systemBackground",
                    "    %s.textColor = .secondaryLabel" % lbl,
                    "    %s.font = .systemFont(ofSize: 14)" % lbl,
                    "    let hintLabel = UILabel()",
                    '    hintLabel.text = "Pull to refresh"',
                    "    view.addSubview(hintLabel)"]
    vdl += ["    layoutPageSubviews()", "}", ""]
    life += vdl
    sup = "missing_super" not in violations
    vwa = ["override func viewWillAppear(_ animated: Bool) {"]
    if sup:
        vwa.append("    super.viewWillAppear(animated)")
    vwa.append("    navigationController?.setNavigationBarHidden(%s, animated: animated)" % rng.choice(["true", "false"]))
    if "frames_in_viewwillappear" in violations:
        vwa.append("    %s.frame = view.bounds.inset(by: view.safeAreaInsets)" % names[0])
    vwa += ["}", ""]
    if not tiny or not sup or "frames_in_viewwillappear" in violations:
        life += vwa
    has_notif = any(t == "Notification" for _, t in handlers)
    vda = ["override func viewDidAppear(_ animated: Bool) {"]
    if sup or rng.random() < 0.5:
        vda.append("    super.viewDidAppear(animated)")
    for h, t in handlers:
        if t == "Notification":
            vda.append("    NotificationCenter.default.addObserver(self, selector: #selector(%s(_:)), name: .%s, object: nil)" % (h, h))
    for _ in range(rng.randint(0, 2)):
        vda += indent(rng.choice(LIFECYCLE_SNIPPETS)(rng, c), 1)
    vda += ["}", ""]
    if has_notif or not small:
        life += vda
    if not small:
        life += ["override func viewWillDisappear(_ animated: Bool) {",
                 "    super.viewWillDisappear(animated)",
                 "    view.endEditing(true)",
                 "}", ""]
    if not small and rng.random() < 0.5:
        life += ["override func viewDidDisappear(_ animated: Bool) {",
                 "    super.viewDidDisappear(animated)",
                 "    NotificationCenter.default.removeObserver(self)",
                 "}", ""]
    if not small and rng.random() < 0.3:
        life += ["override func viewDidLayoutSubviews() {",
                 "    super.viewDidLayoutSubviews()",
                 "    %s.layer.cornerRadius = %s.bounds.height / 2" % (names[-1], names[-1]),
                 "}", ""]
    if not small and rng.random() < 0.3:
        life += ["override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {",
                 "    super.traitCollectionDidChange(previousTraitCollection)",
                 "    guard traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) else { return }",
                 "    view.setNeedsDisplay()",
                 "}", ""]
    if not small and rng.random() < 0.4:
        life += ["override func didReceiveMemoryWarning() {",
                 "    super.didReceiveMemoryWarning()",
                 "    %s.removeAll(keepingCapacity: false)" % items,
                 "}", ""]
    life += ["private func layoutPageSubviews() {"] + indent(constraints(rng, names, snapkit), 1) + ["}"]

    # Protocol blocks.
    blocks = []
    for p in protos:
        nm, L = proto_block(rng, p, c, max(2, n_cases))
        blocks.append((nm, L))

    # Event response.
    # The bulk of the size target goes into the handlers' bodies (real handlers do the work).
    share = [0] * len(handlers)
    for _ in range(n_extra):
        share[rng.randrange(len(handlers))] += 1
    events = []
    for (h, t), k in zip(handlers, share):
        events.append("@objc %sfunc %s(_ sender: %s) {" % (rng.choice(["", "private ", "private "]), h, t))
        if t == "Notification":
            events += ["    guard let userInfo = sender.userInfo else { return }",
                       '    print("\\(sender.name.rawValue): \\(userInfo.keys.map { "\\($0)" }.sorted())")']
        elif t == "UISwitch":
            events.append("    hasUnsavedChanges = sender.isOn != UserDefaults.standard.bool(forKey: \"%s\")" % h)
        elif t == "UITapGestureRecognizer":
            events.append("    guard sender.state == .ended else { return }")
        events += indent(body(rng, c, max(1, k)), 1)
        events += ["}", ""]
    events.pop()

    # Private helpers (a violation in a view controller).
    helpers = []
    if "private_helpers" in violations:
        helpers = ["private func formattedPrice(_ value: Decimal, currencyCode: String) -> String {",
                   "    let formatter = NumberFormatter()",
                   "    formatter.numberStyle = .currency",
                   "    formatter.currencyCode = currencyCode",
                   '    return formatter.string(from: value as NSDecimalNumber) ?? "\\(value)"',
                   "}", "",
                   "private func croppedImage(_ image: UIImage, to rect: CGRect) -> UIImage? {",
                   "    guard let cgImage = image.cgImage?.cropping(to: rect) else { return nil }",
                   "    return UIImage(cgImage: cgImage, scale: image.scale, orientation: image.imageOrientation)",
                   "}"]

    # Getters and setters.
    getters = []
    for name, typ in subviews:
        getters += getter(rng, name, typ, c) + [""]
    getters += ["var %sCount: Int {" % item, "    %s.count" % items, "}", ""]
    if rng.random() < 0.5:
        getters += ["var isEditingEnabled = false {",
                    "    didSet {",
                    "        guard oldValue != isEditingEnabled else { return }",
                    "        navigationItem.rightBarButtonItem?.title = isEditingEnabled ? \"Done\" : \"Edit\"",
                    "    }",
                    "}", ""]
    getters.pop()

    # ------- assemble -------
    conformances = [] if style == "extension" else [nm for nm, _ in blocks]
    mark_titles = {
        "properties": rng.choice(["Properties", "Properties", "State", "Dependencies"]),
        "lifecycle": rng.choice(["Life Cycle", "Life Cycle", "Lifecycle", "View Life Cycle"]),
        "event": rng.choice(["Event Response", "Event Response", "Actions", "Event Response"]),
        "private": rng.choice(["Private Methods", "Private", "Helpers"]),
        "accessors": rng.choice(["Getters and Setters", "Getters and Setters", "Getters & Setters", "Lazy Views"]),
    }
    drop_marks = set()
    if "missing_marks" in violations:
        # (a protocol extension needs no MARK of its own, so dropping those alone is no violation)
        drop_marks = set(rng.sample(["properties", "lifecycle", "event", "accessors", "protos"], rng.randint(1, 3)))
        drop_marks.add(rng.choice(["lifecycle", "accessors"]))

    def mark(key, title=None):
        if key in drop_marks:
            return []
        return ["// MARK: - %s" % (title or mark_titles[key]), ""]

    if "event_in_lifecycle" in violations and len(events) > 0:
        life = life + [""] + events
        events = []
    sections = [("properties", props), ("lifecycle", life)]
    inline_blocks = style == "inline"
    if inline_blocks:
        if "merged_protocol_block" in violations and len(blocks) >= 2:
            merged = blocks[0][1] + [""] + blocks[1][1]
            sections.append(("protos", merged, "%s & %s" % (blocks[0][0], blocks[1][0])))
            rest = blocks[2:]
        else:
            rest = blocks
        for i, (nm, L) in enumerate(rest):
            title = nm
            if "wrong_protocol_mark" in violations and i == 0:
                title = rng.choice(["Table View", "Delegates", "Data Source", "Protocol Methods"])
            sections.append(("protos", L, title))
    if events:
        sections.append(("event", events))
    if helpers:
        sections.append(("private", helpers))
    sections.append(("accessors", getters))
    if "getters_at_top" in violations:
        acc = sections.pop()
        sections.insert(1, acc)
    elif "getters_before_events" in violations and events:
        acc = sections.pop()
        idx = [s[0] for s in sections].index("event")
        sections.insert(idx, acc)
    # Extension style: stored (lazy) properties cannot live in an extension, so the getters stay
    # at the end of the class body; the protocol extensions follow the class, and the event
    # handlers get an extension of their own after them.
    event_ext = []
    if not inline_blocks and "getters_before_events" not in violations:
        keys = [s[0] for s in sections]
        if "event" in keys:
            event_ext = sections.pop(keys.index("event"))[1]

    final = rng.choice(["final class", "final class", "class"])
    head = "%s %s: %s" % (final, vc, ", ".join([base] + conformances))
    if len(head) > 110 and conformances:
        out.append("%s %s: %s," % (final, vc, base))
        for i, p in enumerate(conformances):
            out.append("    %s%s" % (p, "," if i + 1 < len(conformances) else " {"))
    else:
        out.append(head + " {")
    out.append("")
    for s in sections:
        key, L = s[0], s[1]
        title = s[2] if len(s) > 2 else None
        out += indent(mark(key, title), 1)
        out += indent(L, 1)
        out.append("")
    out[-1] = "}"

    if not inline_blocks:
        merged_done = False
        for i, (nm, L) in enumerate(blocks):
            title = nm
            if "wrong_protocol_mark" in violations and i == 0:
                title = rng.choice(["Table View", "Delegates", "Data Source", "Protocol Methods"])
            decl = nm
            if "merged_protocol_block" in violations and i == 0 and len(blocks) >= 2:
                decl = nm + ", " + blocks[1][0]
                L = L + [""] + blocks[1][1]
                merged_done = True
            elif merged_done and i == 1:
                continue
            out.append("")
            if "protos" not in drop_marks:
                out += ["// MARK: - %s" % title, ""]
            out.append("extension %s: %s {" % (vc, decl))
            out += indent(L, 1)
            out.append("}")
        if event_ext:
            out.append("")
            out += mark("event")
            out.append("extension %s {" % vc)
            out += indent(event_ext, 1)
            out.append("}")

    if not small and rng.random() < 0.35:
        out += ["", "#if DEBUG", "import SwiftUI", "",
                "struct %s_Previews: PreviewProvider {" % vc,
                "    static var previews: some View {",
                "        UIViewControllerPreview {",
                "            %s(identifier: .init(), dataController: .preview)" % vc,
                "        }",
                '        .previewDisplayName("%s")' % stem,
                "    }",
                "}",
                "#endif"]
    out.append("")
    return vc + ".swift", out, "viewcontroller", style, violations


# ----------------------------------------------------------------------------------------------
# Plain files
# ----------------------------------------------------------------------------------------------

def gen_model(rng, index, stem, domain, module, target):
    name = stem
    n_fields = max(3, min(len(FIELD_WORDS), (target - 30) // 5))
    fields = rng.sample(FIELD_WORDS, min(n_fields, len(FIELD_WORDS)))
    typed = [(f, rng.choice(FIELD_TYPES)) for f in fields]
    out = file_header(rng, name + ".swift", module) + ["import Foundation", ""]
    out += ["struct %s: Codable, Hashable, Identifiable {" % name,
            "    typealias ID = UUID", "", "    let id: ID"]
    for f, (t, d) in typed:
        out.append("    var %s: %s" % (f, t))
    out += ["", "    enum CodingKeys: String, CodingKey {", "        case id"]
    for f, _ in typed:
        snake = "".join("_" + ch.lower() if ch.isupper() else ch for ch in f)
        out.append('        case %s = "%s"' % (f, snake) if snake != f else "        case %s" % f)
    out += ["    }", "}", "",
            "extension %s {" % name]
    out += ["    static let sampleJSON = \"\"\"", "        {", '          "id": "%s",' % "6F9619FF-8B86-D011-B42D-00C04FC964FF"]
    for f, (t, d) in typed[:6]:
        out.append('          "%s": %s,' % (f, '"sample"' if "String" in t else "1"))
    out += ['          "kind": "default"', "        }", '        """', ""]
    out += ["    var displayTitle: String {",
            '        "\\(String(describing: %s).prefix(%d))…"' % (typed[0][0], rng.choice([20, 32, 40])),
            "    }", ""]
    out += ["    static func decodeList(from data: Data) -> Result<[%s], Error> {" % name,
            "        Result { try JSONDecoder.iso8601.decode([%s].self, from: data) }" % name,
            "    }", "}", ""]
    out += ["extension Array where Element == %s {" % name,
            "    func grouped<Key: Hashable>(by keyPath: KeyPath<%s, Key>) -> [Key: [%s]] {" % (name, name),
            "        Dictionary(grouping: self) { $0[keyPath: keyPath] }",
            "    }",
            "}"]
    # grow with computed properties until the target size is reached
    i = 0
    while len(out) < target - 8:
        f, (t, d) = typed[i % len(typed)]
        i += 1
        out += ["", "extension %s {" % name,
                "    var has%s%d: Bool {" % (cap(f), i)]
        if t.endswith("?"):
            out.append("        %s != nil" % f)
        elif t in ("String", "[String]"):
            out.append("        !%s.isEmpty" % f)
        elif t == "Bool":
            out.append("        %s" % f)
        elif t in ("Date",):
            out.append("        %s.timeIntervalSinceNow < %d" % (f, rng.randint(0, 86400)))
        elif t == "UUID":
            out.append('        %s.uuidString.hasPrefix("%X")' % (f, rng.randint(0, 15)))
        else:
            out.append("        %s > %d" % (f, rng.randint(0, 100)))
        out += ["    }", "}"]
    out.append("")
    return name + ".swift", out, "model", "-", []


def gen_enum(rng, index, stem, domain, module, target):
    name = stem + rng.choice(["Status", "Kind", "Category", "Option", "Filter", "Style"])
    n = max(4, min(len(ENUM_CASES), (target - 30) // 9))
    cases = rng.sample(ENUM_CASES, n)
    out = file_header(rng, name + ".swift", module) + ["import UIKit", ""]
    out += ["enum %s: String, CaseIterable, Codable {" % name]
    for cse in cases:
        out.append("    case %s" % cse)
    out += ["", "    var title: String {", "        switch self {"]
    for cse in cases:
        out += ["        case .%s:" % cse, '            return NSLocalizedString("%s.%s", comment: "%s")' % (low(name), cse, cse)]
    out += ["        }", "    }", "", "    var tintColor: UIColor {", "        switch self {"]
    groups = [cases[i:i + 3] for i in range(0, len(cases), 3)]
    for g in groups:
        out += ["        case %s:" % ", ".join("." + x for x in g),
                "            return .%s" % rng.choice(["systemRed", "systemGreen", "systemBlue", "systemGray", "label"])]
    out += ["        }", "    }", "", "    init?(code: Int) {", "        switch code {"]
    for i, cse in enumerate(cases):
        out.append("        case %d: self = .%s" % (i * 10, cse))
    out += ["        default: return nil", "        }", "    }", "}", ""]
    out += ["extension %s: CustomStringConvertible {" % name,
            '    var description: String { "\\(Self.self).\\(rawValue)" }', "}", ""]
    return name + ".swift", out, "enum", "-", []


def gen_protocol(rng, index, stem, domain, module, target):
    Item = stem if not stem.endswith("s") else stem + "Item"
    name = stem + "ServiceProtocol"
    out = file_header(rng, name + ".swift", module) + ["import Foundation", ""]
    out += ["protocol %s: AnyObject {" % name,
            "    associatedtype Cursor: Hashable & Sendable", "",
            "    func fetch%ss(page: Int, completion: @escaping (Result<[%s], Error>) -> Void)" % (Item, Item),
            "    func fetch%s(id: %s.ID) async throws -> %s" % (Item, Item, Item),
            "    func search<S: Sequence>(_ terms: S, limit: Int) async throws -> [%s] where S.Element == String" % Item,
            "    func save(_ items: [%s], in store: StoreKind) throws" % Item,
            "}", "",
            "extension %s {" % name,
            "    func fetch%ss(completion: @escaping (Result<[%s], Error>) -> Void) {" % (Item, Item),
            "        fetch%ss(page: 0, completion: completion)" % Item,
            "    }", "",
            "    func fetchAll() async throws -> [%s] {" % Item,
            "        try await withCheckedThrowingContinuation { continuation in",
            "            fetch%ss(page: 0) { continuation.resume(with: $0) }" % Item,
            "        }",
            "    }",
            "}", "",
            "extension %s where Self: Sendable, Cursor == String {" % name,
            '    var defaultCursor: Cursor { "" }',
            "}", ""]
    i = 0
    while len(out) < target - 6:
        i += 1
        out += ["protocol %s%sDelegate: AnyObject {" % (stem, rng.choice(["Header", "Footer", "Cell", "List", "Picker"]) + str(i)),
                "    func %sDidChange(_ sender: Any, value: %s)" % (low(stem), rng.choice(["Int", "String", "Bool", "[String: Any]"])),
                "}", ""]
    return name + ".swift", out, "protocol", "-", []


def gen_service(rng, index, stem, domain, module, target):
    Item = stem if not stem.endswith("s") else stem + "Item"
    name = stem + rng.choice(["Service", "DataController", "Repository", "APIClient"])
    out = file_header(rng, name + ".swift", module) + ["import Foundation", ""]
    out += ["final class %s: %sServiceProtocol {" % (name, stem),
            "    typealias Cursor = String", "",
            "    private let session: URLSession",
            "    private let baseURL: URL",
            "    private var cache: [%s.ID: %s] = [:]" % (Item, Item),
            "    private let queue = DispatchQueue(label: \"%s.%s\", attributes: .concurrent)" % (module.lower(), low(name)), "",
            '    init(session: URLSession = .shared, baseURL: URL = URL(string: "https://api.example.com/v2")!) {',
            "        self.session = session",
            "        self.baseURL = baseURL",
            "    }", "",
            "    /// Loads one page of %ss." % low(Item),
            "    ///",
            "    /// - Parameters:",
            "    ///   - page: Zero-based page index.",
            "    ///   - completion: Called on an arbitrary queue with the page's items or the error.",
            "    func fetch%ss(page: Int, completion: @escaping (Result<[%s], Error>) -> Void) {" % (Item, Item),
            '        var components = URLComponents(url: baseURL.appendingPathComponent("%ss"), resolvingAgainstBaseURL: false)!' % low(Item),
            '        components.queryItems = [URLQueryItem(name: "page", value: "\\(page)"), URLQueryItem(name: "per_page", value: "\\(%d)")]' % rng.choice([20, 25, 50]),
            "        let task = session.dataTask(with: components.url!) { data, response, error in",
            "            if let error {",
            "                return completion(.failure(error))",
            "            }",
            "            guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode), let data else {",
            "                return completion(.failure(APIError.badResponse(code: (response as? HTTPURLResponse)?.statusCode ?? -1)))",
            "            }",
            "            completion(Result { try JSONDecoder.iso8601.decode(Page<%s>.self, from: data).items })" % Item,
            "        }",
            "        task.resume()",
            "    }", "",
            "    func fetch%s(id: %s.ID) async throws -> %s {" % (Item, Item, Item),
            "        if let cached = queue.sync(execute: { cache[id] }) { return cached }",
            '        let (data, _) = try await session.data(from: baseURL.appendingPathComponent("%ss/\\(id.uuidString.lowercased())"))' % low(Item),
            "        let value = try decode(%s.self, from: data)" % Item,
            "        queue.async(flags: .barrier) { self.cache[id] = value }",
            "        return value",
            "    }", "",
            "    func search<S: Sequence>(_ terms: S, limit: Int) async throws -> [%s] where S.Element == String {" % Item,
            '        let query = terms.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: "+")',
            "        guard query.wholeMatch(of: #/[\\w+ -]{1,128}/#) != nil else { return [] }",
            "        return try await fetchAll().filter { \"\\($0)\".localizedCaseInsensitiveContains(query) }.prefix(limit).map { $0 }",
            "    }", "",
            "    func save(_ items: [%s], in store: StoreKind) throws {" % Item,
            "        let data = try JSONEncoder().encode(items)",
            "        switch store {",
            "        case .local:",
            "            try data.write(to: FileManager.default.temporaryDirectory.appendingPathComponent(#\"%s.json\"#), options: .atomic)" % low(Item),
            "        case .remote, .both:",
            '            print(#"upload \\#(items.count) "%s" records"#)' % Item,
            "        }",
            "    }", "",
            "    private func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T where T: Sendable {",
            "        try JSONDecoder.iso8601.decode(T.self, from: data)",
            "    }",
            "}", ""]
    if rng.random() < 0.4:
        out += ["extension %s {" % name,
                "    static let timestampPattern = #/",
                "        (?<year>\\d{4}) - (?<month>\\d{2}) - (?<day>\\d{2})   # ISO-8601 calendar date",
                "        (?: T (?<hour>\\d{2}) : (?<minute>\\d{2}) )?",
                "        /#", "",
                "    static func averageScore(_ values: [Int]) -> Double {",
                "        values.isEmpty ? 0 : Double(values.reduce(0, +)) / Double(values.count) / %d" % rng.choice([2, 4, 10]),
                "    }",
                "}", ""]
    i = 0
    while len(out) < target - 12:
        i += 1
        w = rng.choice(ROW_WORDS)
        out += ["extension %s {" % name,
                "    func %sSummary%d(for items: [%s]) -> String {" % (w, i, Item),
                "        let count = items.count",
                "        switch count {",
                '        case 0: return "No %s"' % w,
                '        case 1: return "One %s"' % w,
                '        case 2...9: return "\\(count) %s"' % w,
                '        default: return "\\(count.formatted(.number.notation(.compactName))) %s"' % w,
                "        }",
                "    }",
                "}", ""]
    return name + ".swift", out, "service", "-", []


def gen_extensions(rng, index, stem, domain, module, target):
    name = rng.choice(["String", "UIColor", "Date", "Collection", "UIView", "URL"]) + "+" + stem
    out = file_header(rng, name + ".swift", module) + ["import UIKit", ""]
    out += ["extension String {",
            "    var isValid%sCode: Bool {" % stem,
            "        wholeMatch(of: #/[A-Z]{2,4}-\\d{3,8}/#) != nil",
            "    }", "",
            "    var %sSlug: String {" % low(stem),
            "        lowercased().replacingOccurrences(of: #\"[^a-z0-9]+\"#, with: \"-\", options: .regularExpression)",
            "    }",
            "}", "",
            "extension Collection where Element: Identifiable, Index == Int {",
            "    subscript(safe index: Index) -> Element? {",
            "        indices.contains(index) ? self[index] : nil",
            "    }",
            "}", "",
            "extension UIColor {",
            "    convenience init(%sHex hex: UInt32, alpha: CGFloat = 1) {" % low(stem),
            "        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,",
            "                  blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)",
            "    }",
            "}", ""]
    i = 0
    while len(out) < target - 6:
        i += 1
        out += ["extension %sStatus {" % stem,
                "    static let %s%d: [Self] = [%s]" % (rng.choice(["defaults", "visible", "selectable"]), i,
                                                      ", ".join("." + x for x in rng.sample(ENUM_CASES, 3))),
                "}", ""]
    return name + ".swift", out, "extension", "-", []


def gen_view(rng, index, stem, domain, module, target):
    kind = rng.choice(["View", "Cell", "HeaderView"])
    name = stem + kind
    base = {"View": "UIView", "Cell": "UITableViewCell", "HeaderView": "UICollectionReusableView"}[kind]
    n_sub = max(2, min(20, (target - 50) // 14))
    subs = []
    used = set()
    while len(subs) < n_sub:
        role = rng.choice(ROLES)
        suffix, typ = rng.choice(SUBVIEW_TYPES[:10])
        nm = role + suffix
        if nm not in used:
            used.add(nm)
            subs.append((nm, typ))
    c = {"handler_for": {}, "stem": stem}
    out = file_header(rng, name + ".swift", module) + ["import UIKit", ""]
    out += ["protocol %sDelegate: AnyObject {" % name,
            "    func %sDidTapAction(_ view: %s)" % (low(name), name), "}", "",
            "final class %s: %s {" % (name, base), ""]
    if kind == "Cell":
        out += ["    static let reuseIdentifier = String(describing: %s.self)" % name, ""]
    out += ["    weak var delegate: %sDelegate?" % name, "",
            "    // MARK: - Life Cycle", ""]
    if kind == "Cell":
        out.append("    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {")
        out.append("        super.init(style: style, reuseIdentifier: reuseIdentifier)")
        host = "contentView"
    else:
        out.append("    override init(frame: CGRect) {")
        out.append("        super.init(frame: frame)")
        host = "self"
    for nm, _ in subs:
        out.append("        %s.addSubview(self.%s)" % (host, nm))
    out += ["        layoutPageSubviews()", "    }", "",
            "    required init?(coder: NSCoder) {", '        fatalError("init(coder:) has not been implemented")', "    }", "",
            "    private func layoutPageSubviews() {"]
    out += indent(constraints(rng, [n for n, _ in subs], False, host=("contentView." if kind == "Cell" else "")), 2)
    out += ["    }", "", "    // MARK: - Configuration", "",
            "    func configure(with viewModel: %sViewModel) {" % stem]
    for nm, typ in subs:
        if typ == "UILabel":
            out.append('        %s.text = viewModel.%s' % (nm, nm.replace("Label", "Text")))
        elif typ == "UIImageView":
            out.append("        %s.image = viewModel.%s" % (nm, nm.replace("ImageView", "Image")))
    out += ["    }", "", "    // MARK: - Getters and Setters", ""]
    for nm, typ in subs:
        out += indent(getter(rng, nm, typ, c), 1) + [""]
    out[-1] = "}"
    out.append("")
    return name + ".swift", out, "view", "-", []


PLAIN_KINDS = [(gen_model, 3), (gen_enum, 2), (gen_protocol, 1), (gen_service, 2), (gen_extensions, 1), (gen_view, 2)]
PLAIN_TABLE = [g for g, w in PLAIN_KINDS for _ in range(w)]
PLAIN_SIZES = {"gen_model": (40, 300), "gen_enum": (40, 400), "gen_protocol": (30, 120),
               "gen_service": (70, 450), "gen_extensions": (40, 160), "gen_view": (60, 350)}


def vc_target(rng, bad):
    """Size of a view controller. Conforming ones stay under the convention's 400-line warning
    limit ("most at 300–400"); the long ones (up to 1,500 lines) are among those that break the
    layout too, as in real code bases where big controllers are the messy ones."""
    r = rng.random()
    if not bad:
        if r < 0.12:
            return rng.randint(50, 120)
        return rng.randint(120, 370)
    if r < 0.20:
        return rng.randint(100, 380)
    if r < 0.62:
        return rng.randint(400, 800)
    return rng.randint(800, 1500)


def generate_file(seed, index, cap_lines=None):
    """Returns (relative path, text, kind, style, violations, line count) for file `index`."""
    file_seed = "%d/%d" % (seed, index)     # str seeds are hashed with SHA-512: stable everywhere
    rng = random.Random(file_seed)
    stem, domain = type_name_for(index)
    module = MODULES[rng.randrange(len(MODULES))]
    bad = False
    if rng.random() < 0.58:
        bad = rng.random() < 0.30
        target = vc_target(rng, bad)
        gen = gen_view_controller
    else:
        gen = PLAIN_TABLE[rng.randrange(len(PLAIN_TABLE))]
        target = rng.randint(*PLAIN_SIZES[gen.__name__])
    if cap_lines is not None:
        target = max(50, min(target, cap_lines))
    if gen is gen_view_controller:
        # A view controller's size comes from many counts; steer it onto the target with a few
        # deterministic retries (each from the same per-file seed, so the output stays stable).
        size = target
        best = None
        for _ in range(4):
            r = random.Random(file_seed + "/vc")
            res = gen(r, index, stem, domain, module, target, size, bad)
            n = len(res[1])
            if best is None or abs(n - target) < abs(len(best[1]) - target):
                best = res
            if abs(n - target) <= max(15, target * 0.08):
                break
            size = max(1, int(size * target / n)) if n < target else max(1, size - (n - target))
        fname, lines, kind, style, violations = best
        if len(lines) > 400:   # the convention's length limits: warning above 400, error above 600
            violations = violations + ["long_controller" if len(lines) <= 600 else "oversized_controller"]
    else:
        fname, lines, kind, style, violations = gen(rng, index, stem, domain, module, target)
    text = "\n".join(lines)
    if not text.endswith("\n"):
        text += "\n"
    rel = os.path.join("Module%03d" % (index // FILES_PER_DIR + 1), fname)
    return rel, text, kind, style, violations, text.count("\n")


def write_file(out_dir, res):
    """Writes one generated file; returns its manifest entry (rel, kind, style, violations, lines, bytes)."""
    rel, text, kind, style, violations, n = res
    path = os.path.join(out_dir, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    data = text.encode("utf-8")
    with open(path, "wb") as f:
        f.write(data)
    return rel, kind, style, violations, n, len(data)


def _worker(args):
    seed, index, out_dir = args
    return write_file(out_dir, generate_file(seed, index))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--lines", type=int, required=True, help="target total line count, e.g. 100000")
    ap.add_argument("--out", required=True, help="output directory (created; must be empty unless --force)")
    ap.add_argument("--seed", type=int, default=DEFAULT_SEED)
    ap.add_argument("--force", action="store_true", help="delete an existing --out directory first")
    ap.add_argument("--jobs", type=int, default=0,
                    help="worker processes (default: all cores); the output does not depend on it")
    ap.add_argument("--quiet", action="store_true")
    a = ap.parse_args(argv)
    if a.lines < 1:
        sys.exit("generate_corpus: --lines must be positive")

    if os.path.exists(a.out) and os.listdir(a.out):
        if not a.force:
            sys.exit("generate_corpus: %s is not empty (use --force to replace it)" % a.out)
        shutil.rmtree(a.out)
    os.makedirs(a.out, exist_ok=True)

    t0 = time.time()
    jobs = a.jobs or os.cpu_count() or 1
    entries = []
    total = 0

    def done():
        return total >= a.lines - 25

    def accept(index, entry):
        """Records file `index`; the last one is regenerated smaller so the total lands near the target."""
        nonlocal total
        remaining = a.lines - total
        if entry[4] > remaining + 25:
            entry = write_file(a.out, generate_file(a.seed, index, cap_lines=remaining))
        entries.append(entry)
        total += entry[4]

    index = 0
    if jobs > 1 and a.lines >= 200_000:
        # Workers generate and write files in index order batches; the parent only keeps the
        # manifest. Files a batch wrote past the end are deleted again.
        import multiprocessing as mp
        batch = 128 * jobs
        with mp.Pool(jobs) as pool:
            while not done():
                results = pool.imap(_worker, [(a.seed, i, a.out) for i in range(index, index + batch)], chunksize=16)
                for entry in results:
                    if done():
                        os.remove(os.path.join(a.out, entry[0]))
                        continue
                    accept(index, entry)
                    index += 1
        for d in os.listdir(a.out):        # a directory that only held removed files
            p = os.path.join(a.out, d)
            if os.path.isdir(p) and not os.listdir(p):
                os.rmdir(p)
    else:
        while not done():
            accept(index, write_file(a.out, generate_file(a.seed, index)))
            index += 1

    with open(os.path.join(a.out, "MANIFEST.tsv"), "w", encoding="utf-8") as f:
        f.write("# path\tkind\tstyle\tlines\tviolations\n")
        for rel, kind, style, violations, n, _ in entries:
            f.write("%s\t%s\t%s\t%d\t%s\n" % (rel, kind, style, n, ",".join(violations) or "-"))
    if not a.quiet:
        vcs = [e for e in entries if e[1] == "viewcontroller"]
        bad = [e for e in vcs if e[3]]
        dirs = len({os.path.dirname(e[0]) for e in entries})
        print("generated %d files (%d view controllers, %d with violations) in %d directories: "
              "%d lines, %d bytes, %.1fs" % (len(entries), len(vcs), len(bad), dirs, total,
                                             sum(e[5] for e in entries), time.time() - t0))


if __name__ == "__main__":
    main()
