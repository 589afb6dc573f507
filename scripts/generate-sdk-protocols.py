#!/usr/bin/env python3
"""Generates data/sdk-protocols.json, layoutlint's table of SDK protocols, from the iOS SDK's
public Objective-C headers. Run scripts/embed-resources.sh afterwards (a test checks the copy).

    scripts/generate-sdk-protocols.py --sdk PATH/TO/iPhoneOS.sdk [--out data/sdk-protocols.json]

The committed table was made from the iOS 26.5 SDK (Xcode 26.6) headers as mirrored by
https://github.com/Phenmod/iPhoneOS.sdk-Headers (commit c7c15c690775417d0ea9391ee24d844f1fc54649,
directory iPhoneOS.sdk); on a Mac, pass $(xcrun --sdk iphoneos --show-sdk-path). The headers
are not committed.

What it keeps: every delegate / data-source-style protocol (names containing Delegate or
DataSource, or ending in Observer, Updating, Handler, Prefetching, Reply, Extension or Providing) of the
frameworks below, the protocols they refine, and for each class of those frameworks its
superclass and the kept protocols it adopts. Each requirement has its Objective-C selector and
its Swift name: NS_SWIFT_NAME when the header gives one, else the name Swift's importer makes
(omitting the words that repeat the parameter's type, splitting a leading preposition into the
first label: numberOfSectionsInTableView: -> numberOfSections(in:)). The importer's rules have
exceptions this does not model; the previous table's hand-checked Swift names are kept where
they differ (--seed, default: the current data file), with the Swift declarations and stub
bodies the scaffolder emits.
"""
import argparse, json, os, re, sys

FRAMEWORKS = ["UIKit", "Foundation", "WebKit", "MapKit", "AVKit", "AVFoundation", "QuickLook", "PhotosUI", "Photos",
              "Contacts", "ContactsUI", "MessageUI", "SafariServices", "StoreKit", "CoreLocation", "UserNotifications",
              "UserNotificationsUI", "PencilKit", "Vision", "VisionKit", "ARKit", "GameKit", "EventKit", "EventKitUI",
              "CoreBluetooth", "MultipeerConnectivity",
              # Beyond the list the table started with: protocols view controllers of real apps adopt
              # (NSFetchedResultsControllerDelegate, NCWidgetProviding, ASAuthorizationControllerDelegate…).
              "CoreData", "NotificationCenter", "AuthenticationServices", "PassKit", "IntentsUI", "CallKit",
              "WatchConnectivity", "Speech", "MediaPlayer", "CoreNFC"]
STYLE = re.compile(r"(Delegate|DataSource)|(Observer|Updating|Handler|Prefetching|Reply|Extension|Providing)$")
PREPOSITIONS = ["After", "Along", "Alongside", "As", "At", "Before", "By", "For", "From", "In", "Inside", "Into", "Of",
                "On", "Onto", "Over", "Since", "Through", "To", "Toward", "Under", "Until", "Upon", "Via", "With", "Within", "Without"]
PREFIXES = ("UI", "NS", "WK", "MK", "AV", "QL", "PH", "CN", "MF", "SF", "SK", "CL", "UN", "PK", "VN", "VK", "AR", "GK", "EK", "CB", "MC",
            "NC", "AS", "PK", "INUI", "CX", "WC", "MP", "NFC")


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def words(name):
    return re.findall(r"[A-Z]+(?=[A-Z][a-z]|\d|\b)|[A-Z]?[a-z]+|[A-Z]+|\d+", name)


def type_words(objc_type):
    """The words a parameter's type contributes: NSIndexPath * -> [Index, Path]."""
    t = re.sub(r"\b(nullable|nonnull|_Nullable|_Nonnull|__kindof|const|__strong|__weak|__unsafe_unretained)\b", " ", objc_type)
    t = t.replace("*", " ").strip()
    m = re.match(r"id\s*<\s*(\w+)", t)
    name = m.group(1) if m else t.split("<")[0].strip().split()[-1] if t.split("<")[0].strip() else ""
    if name in ("NSInteger", "NSUInteger"):
        return ["Index"]
    for prefix in PREFIXES:
        if name.startswith(prefix) and len(name) > len(prefix) and name[len(prefix)].isupper():
            name = name[len(prefix):]
            break
    return words(name)


def prune(piece, objc_type, first):
    """Drops the trailing words of a selector piece that repeat its parameter's type."""
    if "^" in objc_type or objc_type.strip().startswith("NSError") or objc_type.strip() in ("BOOL", "CGFloat", "double", "float"):
        return piece
    p, t = words(piece), type_words(objc_type)
    k = 0
    while k < min(len(p), len(t)) and p[len(p) - 1 - k].lower() == t[len(t) - 1 - k].lower():
        k += 1
    if k == 0 or k == len(p):
        return piece
    rest = p[:len(p) - k]
    # A method's base name loses its type words only before a preposition that becomes the
    # first label (numberOfSectionsInTableView: -> numberOfSections(in:)), never after a verb
    # (presentSearchController:, photoLibraryDidChange: stay whole).
    if first and rest[-1].capitalize() not in PREPOSITIONS:
        return piece
    if not first and len(rest) == 1 and rest[0].capitalize() in PREPOSITIONS and rest[0] not in ("to", "at", "in", "for", "of", "on", "from", "by"):
        return piece
    # A noun left alone (replacementString) keeps its type word; verbs and prepositions drop it.
    last = rest[-1]
    if not (last.capitalize() in PREPOSITIONS or re.match(r"(did|will|should|can|commit|perform|show|select|display|receive|finish|fail|end|begin|start|deselect|highlight|unhighlight|update|change|dismiss|present|pick|cancel|add|remove|move|insert|delete|open|close|load|save|send|handle|create|configure|prepare|provide|return|enter|exit|focus|drop|drag|tap|press|edit|share)", last.lower()) or len(rest) > 1 and rest[-2].lower() in ("did", "will", "should")):
        return piece
    out = "".join(rest)
    return out[0].lower() + out[1:]


def swift_name(selector, types, swift_attr):
    if swift_attr:
        name = swift_attr.strip()
        return name.split(".")[-1] if "(" not in name else name[name.rfind(".", 0, name.index("(")) + 1:]
    pieces = selector.split(":")[:-1]
    if not pieces:
        return selector + "()"
    base = prune(pieces[0], types[0], True)
    label = "_"
    w = words(base)
    if base != pieces[0] and len(w) > 1 and w[-1].capitalize() in PREPOSITIONS:
        label = w[-1].lower()
        base = "".join(w[:-1])
        base = base[0].lower() + base[1:]
    labels = [label] + [prune(piece, t, False) for piece, t in zip(pieces[1:], types[1:])]
    return "%s(%s)" % (base, "".join(l + ":" for l in labels))


METHOD = re.compile(r"^[-+]\s*\(([^;{]*?)\)\s*(.*?);", re.S | re.M)
PROPERTY = re.compile(r"^@property\s*(\([^)]*\))?\s*(.*?);", re.S | re.M)


def parse_requirements(body):
    required = True
    out = []
    # Walk statement by statement, noticing @required / @optional.
    for m in re.finditer(r"@required|@optional|^[-+][^;]*;|^@property[^;]*;", body, re.M | re.S):
        text = m.group(0)
        if text == "@required":
            required = True
            continue
        if text == "@optional":
            required = False
            continue
        if re.search(r"API_UNAVAILABLE\([^)]*\bios\b|NS_SWIFT_UNAVAILABLE|__IOS_PROHIBITED|NS_UNAVAILABLE", text):
            continue
        attr = re.search(r"NS_SWIFT_NAME\(([^)]*\)?)\)", text)
        attr = attr.group(1) if attr else None
        clean = re.sub(r"\b_*[A-Z][A-Z0-9]*_[A-Z0-9_]*\b(\((?:[^()]|\([^()]*\))*\))?", lambda k: k.group(0) if k.group(0) in ("BOOL",) else " ", text)
        if text.startswith("@property"):
            pm = PROPERTY.match(clean)
            if not pm:
                continue
            decl = pm.group(2).strip()
            name = re.findall(r"(\w+)\s*$", decl)
            if not name:
                continue
            getter = re.search(r"getter\s*=\s*(\w+)", pm.group(1) or "")
            selector = getter.group(1) if getter else name[0]
            out.append([attr or selector, selector, ("required" if required else "optional") + " property"])
            continue
        mm = METHOD.match(clean)
        if not mm:
            continue
        rest = mm.group(2)
        parts = re.findall(r"(\w+)\s*:\s*\(((?:[^()]|\([^()]*\))*)\)\s*\w+", rest)
        if parts:
            selector = "".join(p + ":" for p, _ in parts)
            name = swift_name(selector, [t for _, t in parts], attr)
        else:
            selector = rest.strip().split()[0] if rest.strip() else ""
            if not selector:
                continue
            name = attr if attr and "(" in attr else selector + "()"
        out.append([name, selector, "required" if required else "optional"])
    return out


def parse_sdk(sdk):
    protocols, classes = {}, {}
    for framework in FRAMEWORKS:
        headers = os.path.join(sdk, "System/Library/Frameworks/%s.framework/Headers" % framework)
        if not os.path.isdir(headers):  # WebKit ships in the OS cryptex since iOS 16
            headers = os.path.join(sdk, "System/Cryptexes/OS/System/Library/Frameworks/%s.framework/Headers" % framework)
        if not os.path.isdir(headers):
            sys.exit("no headers for %s in %s" % (framework, headers))
        for name in sorted(os.listdir(headers)):
            if not name.endswith(".h"):
                continue
            text = strip_comments(open(os.path.join(headers, name), encoding="utf-8", errors="replace").read())
            for m in re.finditer(r"@protocol\s+(\w+)\s*(?:<([^>]*)>)?\s*\n(.*?)^@end", text, re.S | re.M):
                pname, refines, body = m.group(1), m.group(2) or "", m.group(3)
                if pname in protocols:
                    continue
                protocols[pname] = {"name": pname, "framework": framework,
                                    "refines": [r.strip() for r in refines.split(",") if r.strip() and r.strip() != "NSObject"],
                                    "requirements": parse_requirements(body)}
            for m in re.finditer(r"@interface\s+(\w+)\s*:\s*(\w+)\s*(?:<([^>]*)>)?", text):
                cname, superclass, adopted = m.group(1), m.group(2), m.group(3) or ""
                if cname not in classes:
                    classes[cname] = [superclass] + [a.strip() for a in adopted.split(",") if a.strip()]
    return protocols, classes


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sdk", required=True, help="an iPhoneOS.sdk directory (its System/Library/Frameworks/*/Headers are read)")
    parser.add_argument("--out", default=os.path.join(root, "data/sdk-protocols.json"))
    parser.add_argument("--seed", default=os.path.join(root, "data/sdk-protocols.json"),
                        help="a previous table whose Swift names, declarations and stubs are kept")
    args = parser.parse_args()
    settings = json.load(open(os.path.join(args.sdk, "SDKSettings.json")))
    protocols, classes = parse_sdk(args.sdk)
    seed = json.load(open(args.seed)) if os.path.exists(args.seed) else {"protocols": []}
    seeded = {p["name"]: p for p in seed["protocols"]}

    keep = [n for n in protocols if STYLE.search(n)] + [n for n in seeded if n in protocols]
    queue, kept = list(keep), []
    while queue:
        name = queue.pop(0)
        if name in kept or name not in protocols:
            continue
        kept.append(name)
        queue += protocols[name]["refines"]
    out_protocols = []
    for name in sorted(kept, key=lambda n: (FRAMEWORKS.index(protocols[n]["framework"]), n)):
        p = protocols[name]
        # Previous entries by Swift name (overloads share one: shouldReceiveTouch:, …Press:).
        old = {}
        for r in seeded.get(name, {}).get("requirements", []):
            old.setdefault(r[0], []).append(r)

        def take(swift, selector):
            entries = old.get(swift, [])
            match = next((r for r in entries if r[1] == selector), None) or next((r for r in entries if not r[1]), None)
            if match:
                entries.remove(match)
                if not entries:
                    del old[swift]
            return match

        requirements, seen = [], set()
        for swift, selector, kind in p["requirements"]:
            if (swift, selector) in seen:
                continue
            seen.add((swift, selector))
            detail = take(swift, selector)
            requirements.append([swift, selector, kind] + (detail[3:] if detail else []))
        # A hand-checked name the rules miss pairs with the one derived entry of the same base
        # name and arity that no hand-checked name claimed (willShowViewController: -> willShow:).
        claimed = {r[0] for r in seeded.get(name, {}).get("requirements", [])}
        def shape(swift):
            return swift.split("(")[0], swift.count(":")
        for swift in list(old):
            candidates = [r for r in requirements if r[0] not in claimed and shape(r[0]) == shape(swift)]
            if len(candidates) == 1 and len(old[swift]) == 1:
                candidates[0][0] = swift
                candidates[0][3:] = old.pop(swift)[0][3:]
                claimed.add(swift)
        # Hand-checked names the importer rules above do not reproduce stay, without a selector.
        for entries in old.values():
            for entry in entries:
                requirements.append([entry[0], "", entry[2]] + entry[3:])
        out_protocols.append({"name": name, "framework": p["framework"], "refines": [r for r in p["refines"] if r in kept],
                              "requirements": requirements})
    kept_set = set(kept)
    out_classes = {}
    for cname, (superclass, *adopted) in sorted(classes.items()):
        mine = [a for a in adopted if a in kept_set]
        if mine or cname.endswith("Controller"):
            out_classes[cname] = [superclass] + mine

    lines = ["{", '  "sdk": %s,' % json.dumps("%s (%s)" % (settings.get("DisplayName"), settings.get("CanonicalName"))),
             '  "source": %s,' % json.dumps("public Objective-C headers, https://github.com/Phenmod/iPhoneOS.sdk-Headers "
                                             "c7c15c690775417d0ea9391ee24d844f1fc54649; made by scripts/generate-sdk-protocols.py"),
             '  "protocols": [']
    for i, p in enumerate(out_protocols):
        lines.append('    {"name": %s, "framework": %s, "refines": %s, "requirements": [' % (
            json.dumps(p["name"]), json.dumps(p["framework"]), json.dumps(p["refines"])))
        for j, r in enumerate(p["requirements"]):
            lines.append("      " + json.dumps(r, ensure_ascii=False) + ("," if j < len(p["requirements"]) - 1 else ""))
        lines.append("    ]}" + ("," if i < len(out_protocols) - 1 else ""))
    lines += ["  ],", '  "classes": {']
    items = list(out_classes.items())
    for k, (name, facts) in enumerate(items):
        lines.append("    %s: %s%s" % (json.dumps(name), json.dumps(facts), "," if k < len(items) - 1 else ""))
    lines += ["  }", "}"]
    open(args.out, "w").write("\n".join(lines) + "\n")
    print("wrote %s: %d protocols, %d requirements, %d classes" % (
        args.out, len(out_protocols), sum(len(p["requirements"]) for p in out_protocols), len(out_classes)))


if __name__ == "__main__":
    main()
