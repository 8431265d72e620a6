package weburl

import "github.com/urn-playground/urn-playground/core"

// Equivalence sets what a URL comparison says of two strings (their
// hrefs equal: the URL Standard's URL equivalence, without excluding
// fragments) beside the edition's URN equivalence.
type Equivalence struct {
	// URLSame: both parsed and their hrefs are equal. A string the URL
	// parser refuses equals nothing.
	URLSame bool
	// URNSame: equivalent under the edition (core.Compare).
	URNSame bool
	Agree   bool
	// Why says what one did that the other did not, when they disagree;
	// how they agree otherwise.
	Why string
	Ref core.Ref
}

// CompareEquivalence sets the URL parser's hrefs of c's two inputs (a and
// b, from the platform) beside c's verdict.
func CompareEquivalence(c *core.Comparison, a, b URL) Equivalence {
	e := Equivalence{URLSame: !a.Failed && !b.Failed && a.Href == b.Href, URNSame: c.Equivalent}
	e.Agree = e.URLSame == e.URNSame
	switch {
	case e.Agree && e.URNSame:
		e.Why, e.Ref = "Both say the same name: their hrefs are equal, and so are their normalized forms under "+c.Edition.Info().Name+".", refEquals
	case e.Agree:
		e.Why, e.Ref = "Both tell them apart: their hrefs differ, and so do their normalized forms under "+c.Edition.Info().Name+".", refEquals
	case e.URNSame && (a.Failed || b.Failed):
		e.Why, e.Ref = "The URL parser refuses at least one of them, so there is no href to compare; "+c.Summary, refNoScheme
	case e.URNSame:
		e.Why, e.Ref = urnOnly(c), refEquiv
	default:
		e.Why, e.Ref = urlOnly(c, a, b), refStrip
	}
	return e
}

// urnOnly says why the edition made the URNs one name where the URL
// parser, which lower-cases a URN's scheme and nothing else, left their
// hrefs different: the comparison's own reason names the steps.
func urnOnly(c *core.Comparison) string {
	return "The URL parser keeps a URN's path, query and fragment as written (it lower-cases the scheme only), so the hrefs differ; under " + c.Edition.Info().Name + " " + c.Reason
}

// urlOnly says why the hrefs are equal where the URNs are not: the URL
// parser dropped, removed or percent-encoded what told them apart, or one
// of them is not a valid URN.
func urlOnly(c *core.Comparison, a, b URL) string {
	if !c.A.Valid || !c.B.Valid {
		return "The hrefs are equal, but equivalence is between valid URNs and at least one of these is not valid under " + c.Edition.Info().Name + ": the URL parser accepts, and percent-encodes, characters a URN may not hold."
	}
	return "The hrefs are equal because the URL parser changed the inputs on the way (" + a.Href + "): it drops spaces and controls at the ends, removes tabs and line breaks, and percent-encodes what a URL may not hold; the URNs compare as written."
}
