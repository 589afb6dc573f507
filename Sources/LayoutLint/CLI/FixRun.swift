/// The output and exit status of one `fix` run: what changed per file, a total, then the
/// findings that remain with why each was not repaired.
struct FixRun {
    let output: Output
    let dryRun: Bool
    let staged: Bool
    let quiet: Bool
    var filesFixed = 0
    var filesChecked = 0
    var totals = FixStats(typeName: "")
    var failures = 0
    /// Files --staged left alone because their working tree differs from what is staged.
    var skipped = 0
    var remaining: [RemainingFinding] = []

    mutating func fail(_ message: String) {
        output.error(message)
        failures += 1
    }

    mutating func emit(_ item: LintInputs.Item, disk read: Result<[UInt8], FileSystem.Failure>, result: FixResult?) {
        let disk: [UInt8]
        switch read {
        case .success(let bytes): disk = bytes
        case .failure(let failure): return fail("error: \(failure)")
        }
        guard let result else {
            skipped += 1
            output.error("\(item.path): has unstaged changes; not fixed (stage or stash them, then run again)")
            return
        }
        filesChecked += 1
        remaining += result.remaining
        if let failure = result.failure {
            return fail("error: \(item.path): not fixed, the self-check failed: \(failure). The file is untouched; please report this.")
        }
        guard let fixed = result.fixed else { return }
        if dryRun {
            output.write(DiffWriter.diff(path: item.path, old: result.original, new: fixed))
        } else {
            do { try FileSystem.replaceFile(item.path, expected: disk, with: fixed) } catch {
                return fail("error: \(error)")
            }
        }
        filesFixed += 1
        for stats in result.stats {
            output.error("\(item.path): \(stats.summary)")
            totals.add(stats)
        }
    }

    func finish() -> Int32 {
        let verb = dryRun ? "Would fix" : "Fixed"
        let detail = totals.isEmpty ? "" : ": " + totals.summary.dropFirst(2)
        output.error("\(verb) \(filesFixed) of \(filesChecked) file\(filesChecked == 1 ? "" : "s")\(detail).")
        if !remaining.isEmpty {
            output.error("\(remaining.count) finding\(remaining.count == 1 ? "" : "s") not repaired automatically:")
            if !quiet {
                for item in remaining {
                    let f = item.finding
                    output.error("\(f.path):\(f.line):\(f.column): \(f.severity.rawValue): \(f.message) [\(f.ruleID)]\n    not repaired: \(item.reason)")
                }
            }
        }
        if failures > 0 { return 3 }
        if (dryRun || staged) && filesFixed > 0 || skipped > 0 { return 1 }
        return remaining.contains { $0.finding.severity == .error } ? 1 : 0
    }
}
