package site

import (
	"os/exec"
	"strings"
	"testing"
)

// trackerRef is git grep's pattern (any case) of a reference to a tracker
// issue: the word issue (or issues), then a number, with or without "#".
const trackerRef = `\bissues? #?[0-9]+`

// No file of the repository names a tracker issue: its reader cannot see
// the tracker, so a comment, test or doc says its reason in place.
func TestNoFileNamesATrackerIssue(t *testing.T) {
	out, err := exec.Command("git", "-C", "..", "grep", "-n", "-I", "-i", "-E", trackerRef).Output()
	if err != nil {
		if e, ok := err.(*exec.ExitError); ok && e.ExitCode() == 1 {
			return // git grep found nothing
		}
		t.Skipf("git grep is not available here (%v): a clone without git history cannot be searched", err)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		t.Errorf("names a tracker issue: %s", line)
	}
}
