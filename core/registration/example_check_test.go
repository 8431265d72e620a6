package registration_test

import (
	"fmt"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/registration"
)

// A registration request checked as IANA's reviewers would read it (RFC
// 8141 Appendix A): the required sections still empty, every error with
// its field and section, and each example URN of the Syntax section read
// under the layout's edition, with where the first error is.
func ExampleValidate_request() {
	r := &registration.Registration{Layout: "rfc8141"}
	r.Set("namespace-id", "example")
	r.Set("version", "1")
	r.Set("purpose", "Names the drawings of Example Inc.")
	r.Set("syntax", "urn:example: followed by a number, e.g. urn:example:12 or urn:exampel:13; never urn:example-:14.")
	rep := registration.Validate(r)
	fmt.Println(rep.Summary())
	fmt.Println("missing:", rep.Missing)
	for _, f := range rep.Findings {
		if f.Severity >= core.Warning && f.Code != "tpl-required" {
			fmt.Println(f.Severity, f.Field, f.Code, f.Ref)
		}
	}
	for _, ex := range rep.Examples {
		fmt.Printf("%s valid=%v sameNID=%v", ex.URN, ex.Valid, ex.SameNID)
		if !ex.Valid {
			fmt.Printf(" %s at %d", ex.FirstError, ex.ErrorAt)
		}
		fmt.Println()
	}
	// Output:
	// 8 of 20 checks pass; 7 required sections still empty, 9 errors, 2 warnings.
	// missing: [date registrant assignment security interoperability resolution documentation]
	// error registrant.name tpl-registrant-name RFC 8141 Appendix A.4
	// error registrant.email tpl-registrant-email RFC 8141 Appendix A.4
	// warning syntax tpl-example RFC 8141 Appendix A.6
	// warning syntax tpl-example RFC 8141 Appendix A.6
	// urn:example:12 valid=true sameNID=true
	// urn:exampel:13 valid=true sameNID=false
	// urn:example-:14 valid=false sameNID=false nid-trailing-hyphen at 11
}
