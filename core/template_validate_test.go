package core

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
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

func findingCodes(rep *TemplateReport) []Code {
	var cs []Code
	for _, f := range rep.Findings {
		cs = append(cs, f.Code)
	}
	return cs
}

func TestValidateGoodRegistration(t *testing.T) {
	rep := ValidateRegistration(goodRegistration())
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
		want   Code
		field  string
		sev    Severity
	}{
		{"impossible date", "", map[string]string{"date": "2025-02-30"}, CodeTplDate, "date", Error},
		{"date format", "", map[string]string{"date": "30 June 2025"}, CodeTplDate, "date", Error},
		{"version zero", "", map[string]string{"version": "0"}, CodeTplVersion, "version", Error},
		{"version word", "", map[string]string{"version": "two"}, CodeTplVersion, "version", Error},
		{"revision missing", "", map[string]string{"version": "2"}, CodeTplRevision, "revision", Error},
		{"NID syntax", "", map[string]string{"namespace-id": "cat_pics"}, CodeTplNIDSyntax, "namespace-id", Error},
		{"NID too short", "", map[string]string{"namespace-id": "ab"}, CodeTplNIDRule, "namespace-id", Error},
		{"NID country prefix", "", map[string]string{"namespace-id": "de-cats"}, CodeTplNIDRule, "namespace-id", Error},
		{"NID xn--", "", map[string]string{"namespace-id": "xn--cats"}, CodeTplNIDRule, "namespace-id", Error},
		{"NID X- in RFC 8141", "", map[string]string{"namespace-id": "X-cats"}, CodeTplNIDRule, "namespace-id", Error},
		{"NID X- in RFC 2611", "rfc2611", map[string]string{"namespace-id": "X-cats"}, CodeTplNIDRule, "namespace-id", Error},
		{"NID urn- not a number", "", map[string]string{"namespace-id": "urn-cats"}, CodeTplNIDRule, "namespace-id", Error},
		{"NID registered", "", map[string]string{"namespace-id": "isbn"}, CodeTplNIDRegistered, "namespace-id", Info},
		{"NID informal", "", map[string]string{"namespace-id": "urn-42"}, CodeTplNIDInformal, "namespace-id", Info},
		{"NID left to IANA", "", map[string]string{"namespace-id": "To be assigned"}, CodeTplNIDInformal, "namespace-id", Info},
		{"no e-mail", "", map[string]string{"registrant.email": "leslie at thinkingcat"}, CodeTplRegistrantEmail, "registrant.email", Error},
		{"IANA's &", "", map[string]string{"registrant.email": "leslie&thinkingcat.com"}, CodeTplEmailObfuscated, "registrant.email", Info},
		{"no name", "", map[string]string{"registrant.name": "", "registrant": ""}, CodeTplRegistrantName, "registrant.name", Error},
		{"required empty", "", map[string]string{"purpose": "  "}, CodeTplRequired, "purpose", Error},
		{"placeholder", "", map[string]string{"assignment": "TBD"}, CodeTplPlaceholder, "assignment", Warning},
		{"guidance pointer", "", map[string]string{"purpose": "Described under Section 7.3.1 of this document."}, CodeTplPlaceholder, "purpose", Warning},
		{"example of another NID", "", map[string]string{"syntax": "For example urn:isbn:0451450523; no components."}, CodeTplExample, "syntax", Warning},
		{"invalid example", "", map[string]string{"syntax": "For example urn:thinkingcat:/a; no components."}, CodeTplExample, "syntax", Warning},
		{"no example", "", map[string]string{"syntax": "Decimal numbers; no components."}, CodeTplNoExamples, "syntax", Info},
		{"components unsaid", "", map[string]string{"syntax": "For example urn:thinkingcat:1."}, CodeTplComponents, "syntax", Info},
		{"control character", "", map[string]string{"purpose": "Cat\x07pictures"}, CodeTplControlChar, "purpose", Warning},
		{"100 KB", "", map[string]string{"purpose": strings.Repeat("cats ", 20<<10)}, CodeTplTooLong, "purpose", Warning},
	} {
		r := goodRegistration()
		if c.layout != "" {
			r.Layout = c.layout
		}
		for id, text := range c.set {
			r.Set(id, text)
		}
		rep := ValidateRegistration(r)
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
		if c.sev >= Warning && (rep.Clean() || rep.Score == 100) && c.want != CodeTplTooLong && c.want != CodeTplControlChar {
			t.Errorf("%s: still clean with score %d", c.name, rep.Score)
		}
	}
}

func TestValidateScoreAndMissing(t *testing.T) {
	rep := ValidateRegistration(&Registration{Layout: "draft-12"})
	if rep.Score >= 50 || !slices.Contains(rep.Missing, "purpose") || !slices.Contains(rep.Missing, "namespace-id") {
		t.Errorf("empty draft-12: score %d missing %v", rep.Score, rep.Missing)
	}
	if rep := ValidateRegistration(&Registration{Layout: "rfc9999"}); len(rep.Findings) != 1 || rep.Findings[0].Code != CodeTplUnknownLayout {
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
	dir := sharedDir(t, "data")
	paths, _ := filepath.Glob(filepath.Join(dir, "iana-templates", "urn-*", "*"))
	if len(paths) != 45 {
		t.Fatalf("found %d templates, want 45", len(paths))
	}
	clean := 0
	byCode := map[Code]int{}
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
		rep := ValidateRegistration(reg)
		if rep.Total == 0 {
			t.Errorf("%s: nothing checked", p)
		}
		if rep.Clean() {
			clean++
		}
		var codes []string
		for _, f := range rep.Findings {
			if f.Severity >= Warning {
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
