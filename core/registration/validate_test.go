package registration

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/internal/testsupport/shared"
)

// goodRegistration is a complete RFC 8141 registration that validates
// clean.
func goodRegistration() *Registration {
	r := &Registration{Layout: "rfc8141"}
	for id, text := range map[string]string{
		"namespace-id":           "thinkingcat",
		"version":                "1",
		"date":                   "2024-02-29",
		"registrant":             "Thinking Cat Enterprises, 1 ThinkingCat Way, Trupville",
		"registrant.name":        "T. Cat",
		"registrant.email":       "leslie@thinkingcat.com",
		"purpose":                "Names the cat pictures of Thinking Cat Enterprises, for cat-picture archives.",
		"syntax":                 "The NSS is a decimal number: urn:thinkingcat:001203. No r-, q- or f-components are used.",
		"assignment":             "Sequential, by Thinking Cat Enterprises alone.",
		"security":               "None beyond RFC 8141 §8.",
		"interoperability":       "None known.",
		"resolution":             "Not intended to be resolved.",
		"documentation":          "https://thinkingcat.example/urn",
		"revision":               "",
		"additional-information": "",
	} {
		r.Set(id, text)
	}
	return r
}

func findingCodes(rep *Report) []core.Code {
	var cs []core.Code
	for _, f := range rep.Findings {
		cs = append(cs, f.Code)
	}
	return cs
}

func TestValidateGoodRegistration(t *testing.T) {
	rep := Validate(goodRegistration())
	if !rep.Clean() || rep.Score != 100 || len(rep.Missing) != 0 {
		t.Fatalf("score %d missing %v findings %+v", rep.Score, rep.Missing, rep.Findings)
	}
	if len(rep.Examples) != 1 || !rep.Examples[0].Valid || !rep.Examples[0].SameNID {
		t.Errorf("examples: %+v", rep.Examples)
	}
}

func TestValidateFindings(t *testing.T) {
	for _, c := range []struct {
		name   string
		layout string
		set    map[string]string
		want   core.Code
		field  string
		sev    core.Severity
	}{
		{"impossible date", "", map[string]string{"date": "2025-02-30"}, CodeDate, "date", core.Error},
		{"date format", "", map[string]string{"date": "30 June 2025"}, CodeDate, "date", core.Error},
		{"version zero", "", map[string]string{"version": "0"}, CodeVersion, "version", core.Error},
		{"version word", "", map[string]string{"version": "two"}, CodeVersion, "version", core.Error},
		{"revision missing", "", map[string]string{"version": "2"}, CodeRevision, "revision", core.Error},
		{"NID syntax", "", map[string]string{"namespace-id": "cat_pics"}, CodeNIDSyntax, "namespace-id", core.Error},
		{"NID too short", "", map[string]string{"namespace-id": "ab"}, CodeNIDRule, "namespace-id", core.Error},
		{"NID country prefix", "", map[string]string{"namespace-id": "de-cats"}, CodeNIDRule, "namespace-id", core.Error},
		{"NID xn--", "", map[string]string{"namespace-id": "xn--cats"}, CodeNIDRule, "namespace-id", core.Error},
		{"NID X- in RFC 8141", "", map[string]string{"namespace-id": "X-cats"}, CodeNIDRule, "namespace-id", core.Error},
		{"NID X- in RFC 2611", "rfc2611", map[string]string{"namespace-id": "X-cats"}, CodeNIDRule, "namespace-id", core.Error},
		{"NID urn- not a number", "", map[string]string{"namespace-id": "urn-cats"}, CodeNIDRule, "namespace-id", core.Error},
		{"NID registered", "", map[string]string{"namespace-id": "isbn"}, CodeNIDRegistered, "namespace-id", core.Info},
		{"NID informal", "", map[string]string{"namespace-id": "urn-42"}, CodeNIDInformal, "namespace-id", core.Info},
		{"NID left to IANA", "", map[string]string{"namespace-id": "To be assigned"}, CodeNIDInformal, "namespace-id", core.Info},
		{"no e-mail", "", map[string]string{"registrant.email": "leslie at thinkingcat"}, CodeRegistrantEmail, "registrant.email", core.Error},
		{"IANA's &", "", map[string]string{"registrant.email": "leslie&thinkingcat.com"}, CodeEmailObfuscated, "registrant.email", core.Info},
		{"no name", "", map[string]string{"registrant.name": "", "registrant": ""}, CodeRegistrantName, "registrant.name", core.Error},
		{"required empty", "", map[string]string{"purpose": "  "}, CodeRequired, "purpose", core.Error},
		{"placeholder", "", map[string]string{"assignment": "TBD"}, CodePlaceholder, "assignment", core.Warning},
		{"guidance pointer", "", map[string]string{"purpose": "Described under Section 7.3.1 of this document."}, CodePlaceholder, "purpose", core.Warning},
		{"example of another NID", "", map[string]string{"syntax": "For example urn:isbn:0451450523; no components."}, CodeExample, "syntax", core.Warning},
		{"invalid example", "", map[string]string{"syntax": "For example urn:thinkingcat:/a; no components."}, CodeExample, "syntax", core.Warning},
		{"no example", "", map[string]string{"syntax": "Decimal numbers; no components."}, CodeNoExamples, "syntax", core.Info},
		{"components unsaid", "", map[string]string{"syntax": "For example urn:thinkingcat:1."}, CodeComponents, "syntax", core.Info},
		{"control character", "", map[string]string{"purpose": "Cat\x07pictures"}, CodeControlChar, "purpose", core.Warning},
		{"100 KB", "", map[string]string{"purpose": strings.Repeat("cats ", 20<<10)}, CodeTooLong, "purpose", core.Warning},
	} {
		r := goodRegistration()
		if c.layout != "" {
			r.Layout = c.layout
		}
		for id, text := range c.set {
			r.Set(id, text)
		}
		rep := Validate(r)
		found := false
		for _, f := range rep.Findings {
			if f.Code == c.want {
				found = true
				if f.Field != c.field || f.Severity != c.sev || f.Msg == "" {
					t.Errorf("%s: finding %+v; want field %s severity %s", c.name, f, c.field, c.sev)
				}
			}
		}
		if !found {
			t.Errorf("%s: no %s among %v", c.name, c.want, findingCodes(rep))
		}
		if c.sev >= core.Warning && (rep.Clean() || rep.Score == 100) && c.want != CodeTooLong && c.want != CodeControlChar {
			t.Errorf("%s: still clean with score %d", c.name, rep.Score)
		}
	}
}

func TestValidateScoreAndMissing(t *testing.T) {
	rep := Validate(&Registration{Layout: "draft-12"})
	if rep.Score >= 50 || !slices.Contains(rep.Missing, "purpose") || !slices.Contains(rep.Missing, "namespace-id") {
		t.Errorf("empty draft-12: score %d missing %v", rep.Score, rep.Missing)
	}
	if rep := Validate(&Registration{Layout: "rfc9999"}); len(rep.Findings) != 1 || rep.Findings[0].Code != CodeUnknownLayout {
		t.Errorf("unknown layout: %+v", rep.Findings)
	}
}

func TestValidDate(t *testing.T) {
	for s, ok := range map[string]bool{"2024-02-29": true, "2023-02-29": false, "1900-02-29": false, "2000-02-29": true, "2025-13-01": false, "2025-04-31": false, "2025-4-1": false} {
		if got := validDate(s) == ""; got != ok {
			t.Errorf("validDate(%q) = %q", s, validDate(s))
		}
	}
}

// TestValidateIANATemplates imports the 45 registrations IANA hosts and
// validates each, reporting how many are clean and what the findings are:
// real registrations make real mistakes, and the validator should find
// them. It fails only if a registration cannot be validated at all.
func TestValidateIANATemplates(t *testing.T) {
	dir := shared.Dir(t, "data")
	paths, _ := filepath.Glob(filepath.Join(dir, "iana-templates", "urn-*", "*"))
	if len(paths) != 45 {
		t.Fatalf("found %d templates, want 45", len(paths))
	}
	clean := 0
	byCode := map[core.Code]int{}
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		reg, _ := ImportText(string(data))
		if reg == nil {
			t.Errorf("%s: not imported", p)
			continue
		}
		rep := Validate(reg)
		if rep.Total == 0 {
			t.Errorf("%s: nothing checked", p)
		}
		if rep.Clean() {
			clean++
		}
		var codes []string
		for _, f := range rep.Findings {
			if f.Severity >= core.Warning {
				byCode[f.Code]++
				codes = append(codes, string(f.Code)+"("+f.Field+")")
			}
		}
		t.Logf("%-22s %-8s score %3d%%  %s", filepath.Base(filepath.Dir(p))+"/"+filepath.Base(p), reg.Layout, rep.Score, strings.Join(codes, " "))
	}
	var summary []string
	for code, n := range byCode {
		summary = append(summary, string(code)+": "+itoa(n))
	}
	slices.Sort(summary)
	t.Logf("IANA templates: %d of %d validate clean (no error or warning); findings: %s", clean, len(paths), strings.Join(summary, ", "))
}
