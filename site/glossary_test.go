package site

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/core"
)

// Every glossary entry cites a section the page has an excerpt for, and
// the build fails when one is missing (RenderSpec checks core.Refs, which
// records the glossary's sections).
func TestGlossaryCitesExcerpts(t *testing.T) {
	spec, err := RenderSpec("spec")
	if err != nil {
		t.Fatal(err)
	}
	have := map[string]bool{}
	for _, a := range spec.Anchors {
		have[a] = true
	}
	terms := core.Glossary()
	if len(terms) < 10 {
		t.Fatalf("%d glossary entries", len(terms))
	}
	for _, term := range terms {
		if !have[term.Ref.Anchor] || term.Plain == "" || len(term.Match) == 0 {
			t.Errorf("%s: anchor %q (excerpt %v), plain %q, match %q", term.ID, term.Ref.Anchor, have[term.Ref.Anchor], term.Plain, term.Match)
		}
		// Each entry carries the words of its section it rests on, as the
		// stored excerpt quotes them: a quote under the wrong section fails.
		if !spec.HasQuote(term.Ref.Anchor, term.Quote) {
			t.Errorf("%s: the quote %q is not in the quoted text of %s", term.ID, term.Quote, term.Ref)
		}
	}
	// Without the excerpt the octet entry cites (draft-03 §2.2), the build fails.
	dir := t.TempDir()
	for _, doc := range specDocs {
		src, err := os.ReadFile(filepath.Join("spec", doc+".md"))
		if err != nil {
			t.Fatal(err)
		}
		if doc == "draft-03" {
			s := string(src)
			i := strings.Index(s, "## §2.2 ")
			j := strings.Index(s, "## §2.3 ")
			src = []byte(s[:i] + s[j:])
		}
		if err := os.WriteFile(filepath.Join(dir, doc+".md"), src, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := RenderSpec(dir); err == nil || !strings.Contains(err.Error(), "draft-03-sec-2-2") {
		t.Errorf("RenderSpec without draft-03 §2.2: %v, want an error naming it", err)
	}
}

// An explanation links each glossary term where it first appears, once,
// and its segments give back the text.
func TestLinkTerms(t *testing.T) {
	info, _ := core.ExplainPart(core.RFC8141, core.KindNSS)
	segs := linkTerms(info.Explanation, core.Glossary())
	var text strings.Builder
	count := map[string]int{}
	for _, s := range segs {
		text.WriteString(s.Text)
		if s.Term != "" {
			count[s.Term]++
		}
	}
	if text.String() != info.Explanation {
		t.Errorf("segments %q do not give back %q", text.String(), info.Explanation)
	}
	for _, id := range []string{"pchar", "octet", "equivalence"} {
		if count[id] != 1 {
			t.Errorf("term %s linked %d times in %q, want once", id, count[id], info.Explanation)
		}
	}
	rc, _ := core.ExplainPart(core.RFC8141, core.KindRComponent)
	for _, s := range linkTerms(rc.Explanation, core.Glossary()) {
		if s.Term == "urn" && strings.Contains(s.Text, "component") {
			t.Errorf("a term inside another: %+v", s)
		}
	}
}

// Nothing the page shows names the project's internal documents (issue
// 13: the examples menu showed "SPEC-NOTES"): not the page's data from
// core, not the excerpts.
func TestNoInternalDocumentNames(t *testing.T) {
	data, err := PageData(renderedSpec(t))
	if err != nil {
		t.Fatal(err)
	}
	spec, err := RenderSpec("spec")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"SPEC-NOTES", "shared/", "seeds/"} {
		if i := strings.Index(data, name); i >= 0 {
			t.Errorf("the page's data names %q: …%s…", name, data[max(0, i-60):min(len(data), i+40)])
		}
		if strings.Contains(spec.HTML, name) {
			t.Errorf("the excerpts name %q", name)
		}
	}
}
