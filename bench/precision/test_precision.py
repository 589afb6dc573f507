"""Checks of precision.py's matching, run with: python3 -m unittest bench/precision/test_precision.py"""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import precision  # noqa: E402


def finding(line, member="viewDidLoad()", rule="super-call", file="A/FeedViewController.swift"):
    return {"repo": "o/app", "file": file, "line": line, "rule": rule, "type": "FeedViewController",
            "member": member, "message": "m"}


class MatchTests(unittest.TestCase):
    def test_a_finding_that_moved_a_few_lines_is_the_same_finding(self):
        pairs = precision.match([finding(40)], [finding(52)])
        self.assertEqual(pairs[0]["line"], 52)

    def test_another_member_rule_or_file_is_not_the_same_finding(self):
        judged = [finding(40)]
        self.assertEqual(precision.match(judged, [finding(40, member="viewWillAppear(_:)")]), {})
        self.assertEqual(precision.match(judged, [finding(40, rule="lifecycle-order")]), {})
        self.assertEqual(precision.match(judged, [finding(40, file="A/Other.swift")]), {})

    def test_two_judged_findings_of_one_key_take_the_nearest_current_ones_once_each(self):
        judged = [finding(10, member=None, rule="section-mark"), finding(90, member=None, rule="section-mark")]
        current = [finding(95, member=None, rule="section-mark"), finding(12, member=None, rule="section-mark")]
        pairs = precision.match(judged, current)
        self.assertEqual((pairs[0]["line"], pairs[1]["line"]), (12, 95))

    def test_one_current_finding_is_never_given_to_two_judged_ones(self):
        pairs = precision.match([finding(10), finding(11)], [finding(10)])
        self.assertEqual(list(pairs), [0])

    def test_a_finding_far_away_is_not_matched(self):
        far = 10 + precision.LINE_TOLERANCE + 1
        self.assertEqual(precision.match([finding(10)], [finding(far)]), {})

    def test_a_finding_re_anchored_on_another_member_of_the_type_counts_as_moved_not_lost(self):
        judged = [finding(234, member="viewDidAppear(_:)", rule="lifecycle-order")]
        current = [finding(209, member="viewDidLayoutSubviews()", rule="lifecycle-order")]
        pairs = precision.match(judged, current)
        self.assertEqual(pairs, {})
        self.assertEqual(precision.match_moved(judged, current, pairs)[0]["line"], 209)

    def test_a_current_finding_already_paired_is_not_offered_as_a_move(self):
        judged = [finding(10), finding(12, member="viewWillAppear(_:)")]
        current = [finding(10)]
        pairs = precision.match(judged, current)
        self.assertEqual(precision.match_moved(judged, current, pairs), {})


if __name__ == "__main__":
    unittest.main()
