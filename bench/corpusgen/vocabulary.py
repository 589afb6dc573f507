"""Word lists the generators draw names, roles and values from.

Changing any list (even its order) changes every generated corpus: the generators index into
these lists with seeded random choices.
"""

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
