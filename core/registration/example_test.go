package registration_test

import (
	"fmt"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/registration"
)

func ExampleLayouts() {
	for _, l := range registration.Layouts() {
		fmt.Printf("%-8s %d sections, %s\n", l.ID, len(l.Sections), l.Title)
	}
	// Output:
	// rfc2611  14 sections, RFC 2611 §3: URN Namespace Definition Template (1999)
	// draft-12 12 sections, draft-12 Appendix A: Registration Template (2015)
	// rfc8141  13 sections, RFC 8141 Appendix A: Registration Template (2017)
}

func ExampleValidate() {
	r := &registration.Registration{Layout: "rfc8141"}
	r.Set("namespace-id", "example")
	r.Set("syntax", "The NSS is a number: urn:example:1.")
	rep := registration.Validate(r)
	fmt.Println("score", rep.Score, "with", len(rep.Missing), "required sections empty")
	for _, f := range rep.Findings {
		if f.Severity < core.Error {
			fmt.Println(f.Severity, f.Field, f.Code, f.Ref)
		}
	}
	fmt.Printf("%+v\n", rep.Examples[0])
	// Output:
	// score 30 with 9 required sections empty
	// info namespace-id tpl-nid-registered RFC 8141 §5.1
	// info syntax tpl-components RFC 8141 §2.3
	// {URN:urn:example:1 Valid:true SameNID:true FirstError: ErrorAt:0 ErrorMsg:}
}

func ExampleImportText() {
	text := `Namespace Identifier: example

Version: 1

Registrant:

   Organization: Example Inc.
   E-mail:       urn&example.org

Purpose:

   Names the pictures, drawings and documents of Example Inc.,
   as wrapped by hand.
`
	r, findings := registration.ImportText(text)
	for _, id := range []string{"namespace-id", "version", "registrant.organization", "registrant.email", "purpose"} {
		fmt.Printf("%s: %q\n", id, r.Get(id))
	}
	for _, f := range findings {
		fmt.Println(f.Severity, f.Code)
	}
	// Output:
	// namespace-id: "example"
	// version: "1"
	// registrant.organization: "Example Inc."
	// registrant.email: "urn&example.org"
	// purpose: "Names the pictures, drawings and documents of Example Inc., as wrapped by hand."
	// info tpl-text-layout
}
