# Probe which subcommands the binary implements (the CLI is being written while this exists).
# Sets HAS_TOKENS, HAS_OUTLINE, HAS_LINT and PROBE (the probe files, also used for start-up).
# Sourced by bench/run.sh; uses its globals (ROOT, BENCH, OUT, RAW, SIZES, ...).

probe_fail() {  # name rc stderr-file
  local first
  first=$(head -n 1 "$3" 2>/dev/null | cut -c1-120)
  note "\`layoutlint $1\` is not available yet (exit $2${first:+: $first}): its column is skipped."
}

probe_subcommands() {
  PROBE="$OUT/probe"
  rm -rf "$PROBE"
  mkdir -p "$PROBE/bad" "$PROBE/small"
  cat > "$PROBE/bad/ProbeViewController.swift" <<'SWIFT'
import UIKit

final class ProbeViewController: UIViewController {

    // MARK: - Getters and Setters

    private lazy var titleLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    // MARK: - Life Cycle

    override func viewDidLoad() {
        let button = UIButton(type: .system)
        button.addTarget(self, action: #selector(didTapButton(_:)), for: .touchUpInside)
        titleLabel.textColor = .red
        view.addSubview(button)
        view.addSubview(self.titleLabel)
    }

    override func viewWillAppear(_ animated: Bool) {
        titleLabel.frame = view.bounds
    }

    @objc private func didTapButton(_ sender: UIButton) {
        print("tapped")
    }

    private func formattedDate(_ date: Date) -> String {
        DateFormatter.localizedString(from: date, dateStyle: .medium, timeStyle: .none)
    }
}
SWIFT
  cat > "$PROBE/small/SmallViewController.swift" <<'SWIFT'
import UIKit

final class SmallViewController: UIViewController {

    // MARK: - Life Cycle

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(self.titleLabel)
        layoutPageSubviews()
    }

    private func layoutPageSubviews() {
        NSLayoutConstraint.activate([
            titleLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    // MARK: - Event Response

    @objc private func didTapTitle(_ sender: UITapGestureRecognizer) {
        titleLabel.text = "Tapped"
    }

    // MARK: - Getters and Setters

    private lazy var titleLabel: UILabel = {
        let label = UILabel()
        label.text = "Hello"
        label.isUserInteractionEnabled = true
        label.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(didTapTitle(_:))))
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()
}
SWIFT

  HAS_TOKENS=0; HAS_OUTLINE=0; HAS_LINT=0
  if [ -n "$BIN" ]; then
    "$BIN" tokens --stats "$PROBE/bad" >"$RAW/probe-tokens.out" 2>"$RAW/probe-tokens.err"; rc=$?
    if [ $rc = 0 ] && [ -s "$RAW/probe-tokens.out" ]; then HAS_TOKENS=1
    else probe_fail "tokens --stats" $rc "$RAW/probe-tokens.err"; fi

    "$BIN" outline --format json "$PROBE/bad" >"$RAW/probe-outline.out" 2>"$RAW/probe-outline.err"; rc=$?
    if [ $rc = 0 ] && python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$RAW/probe-outline.out" 2>/dev/null; then
      HAS_OUTLINE=1
    else probe_fail "outline --format json" $rc "$RAW/probe-outline.err"; fi

    # lint must report the probe's violations: exit 0 or 1, with findings that name the file.
    "$BIN" lint "$PROBE/bad" >"$RAW/probe-lint.out" 2>"$RAW/probe-lint.err"; rc=$?
    if { [ $rc = 0 ] || [ $rc = 1 ]; } && cat "$RAW/probe-lint.out" "$RAW/probe-lint.err" | grep -q ProbeViewController; then
      HAS_LINT=1
    elif [ $rc = 0 ] || [ $rc = 1 ]; then
      note "\`layoutlint lint\` reported nothing on a file with known violations (bench/out/probe/bad): treated as not implemented yet; its columns are skipped."
    else probe_fail "lint" $rc "$RAW/probe-lint.err"; fi
  fi
}
