package exercise

import (
	"strings"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/namespace"
)

// The conditions (FORMAT.md, "Conditions"), by index: parse switches on
// the index, not the name (a switch on strings costs the module a
// comparison call per case).
const (
	condValid = iota
	condInvalid
	condPart
	condNoPart
	condNIDClass
	condRegistered
	condEquivalent
	condNotEquivalent
	condNotIdentical
	condDiagnostic
	condNoDiagnostic
	condNamespace
	condSpelled
	condSameExcept
	condOneEdit
	condNotRegistered
	condLeadsTo
	condNoLink
	numConds
)

var condNames = [numConds]string{"valid", "invalid", "part", "no-part", "nid-class", "registered", "equivalent", "not-equivalent", "not-identical", "diagnostic", "no-diagnostic", "namespace",
	"spelled", "same-except", "one-edit", "not-registered", "leads-to", "no-link"}

// condSyntax is each condition's form, for messages.
var condSyntax = [numConds]string{"valid [edition]", "invalid [edition]", "part <kind> [text]", "no-part <kind>",
	"nid-class <class>", "registered", "equivalent <urn>", "not-equivalent <urn>",
	"not-identical <urn>", "diagnostic <code>", "no-diagnostic <code>", "namespace <verdict>",
	"spelled <kind> <text>", "same-except <kind>[,<kind>…] [urn]", "one-edit [urn]", "not-registered",
	"leads-to <host>", "no-link"}

// condList is condSyntax joined (TestIDLists checks it).
const condList = "valid [edition], invalid [edition], part <kind> [text], no-part <kind>, nid-class <class>, registered, equivalent <urn>, not-equivalent <urn>, not-identical <urn>, diagnostic <code>, no-diagnostic <code>, namespace <verdict>, spelled <kind> <text>, same-except <kind>[,<kind>…] [urn], one-edit [urn], not-registered, leads-to <host>, no-link"

// parseCondition reads a want's value; ed is the exercise's edition and
// given its given URN, which same-except and one-edit compare with when
// they name no URN. The second result says what is wrong, "" when
// nothing is.
func parseCondition(s string, ed core.Edition, given string) (c Condition, msg string) {
	name, arg, _ := strings.Cut(s, " ")
	arg = strings.TrimSpace(arg)
	k := 0
	for k < numConds && condNames[k] != name {
		k++
	}
	if k == numConds {
		return c, "unknown condition " + quote(name) + ": want one of " + condList
	}
	c.Name, c.cond, c.Edition, c.Part = name, k, ed, numKinds
	usage := `the condition is written "` + condSyntax[k] + `"`
	oneWord := arg != "" && !strings.ContainsAny(arg, " \t")
	switch k {
	case condValid, condInvalid:
		if arg != "" {
			e, err := core.ParseEdition(arg)
			if err != nil {
				return c, "unknown edition " + quote(arg) + ": want " + editionList
			}
			c.Edition = e
		}
	case condRegistered, condNotRegistered, condNoLink:
		if arg != "" {
			return c, usage
		}
	case condLeadsTo:
		if !oneWord {
			return c, usage + " (a host name such as doi.org)"
		}
		c.Text = arg
	case condPart, condNoPart, condSpelled:
		kind, text, hasText := strings.Cut(arg, " ")
		p, ok := parseKind(kind)
		switch {
		case !ok:
			return c, "unknown part kind " + quote(kind) + ": want one of " + kindList
		case k == condNoPart && hasText, k == condSpelled && !hasText:
			return c, usage
		}
		c.Part, c.Text, c.HasText = p, strings.TrimSpace(text), hasText
	case condSameExcept, condOneEdit:
		return c, c.parseComparison(arg, given, usage)
	case condNIDClass:
		cl, ok := parseClass(arg)
		if !ok {
			return c, "unknown NID class " + quote(arg) + ": want formal, informal, experimental or reserved"
		}
		c.Class = cl
	case condEquivalent, condNotEquivalent, condNotIdentical:
		if !oneWord {
			return c, usage + " (one URN, without spaces)"
		}
		c.URN = arg
	case condNamespace:
		v, ok := parseVerdict(arg)
		if !ok {
			return c, "unknown namespace verdict " + quote(arg) + ": want conforms, violates or no-rule"
		}
		c.Verdict = v
	default: // diagnostic, no-diagnostic
		if !oneWord {
			return c, usage + " (a code such as nss-char)"
		}
		c.Code = core.Code(arg)
	}
	return c, ""
}

func parseClass(s string) (core.NIDClass, bool) {
	for c := core.ClassFormal; c <= core.ClassReserved; c++ {
		if c.String() == s {
			return c, true
		}
	}
	return 0, false
}

// parseVerdict reads a namespace verdict by its name
// (namespace.Verdict.String).
func parseVerdict(s string) (namespace.Verdict, bool) {
	for v := namespace.NoRule; v <= namespace.Violates; v++ {
		if v.String() == s {
			return v, true
		}
	}
	return 0, false
}

// holds evaluates c on the answer, u its reading under c.Edition. When
// it fails it fills res with why: a plain message and, where the engine
// has them, the diagnostic and the spec section behind the verdict.
func (c *Condition) holds(answer string, u *core.URN, res *Result) bool {
	name := c.Edition.Info().Name
	switch c.cond {
	case condValid:
		if u.Valid {
			return true
		}
		d, _ := u.Diagnostics.FirstError()
		res.setDiagnostic(d, u.Input)
		res.Message = "it is not a syntactically valid URN under " + name + ": " + d.Msg
	case condInvalid:
		if !u.Valid {
			return true
		}
		res.Message = "it is a syntactically valid URN under " + name + ", and one that is not is wanted"
	case condPart, condNoPart, condSpelled:
		return c.holdsPart(u, res)
	case condNIDClass, condRegistered, condNotRegistered:
		return c.holdsNID(u, res)
	case condSameExcept:
		return c.holdsSameExcept(u, res)
	case condOneEdit:
		return c.holdsOneEdit(answer, res)
	case condEquivalent, condNotEquivalent:
		cmp := core.CompareNamed(answer, c.URN, "your URN", "that URN", c.Edition, core.ObjectiveResource)
		if cmp.Equivalent == (c.cond == condEquivalent) {
			return true
		}
		res.Message = "compared with " + c.URN + ": " + cmp.Summary
		if cmp.Difference != nil {
			res.Ref = cmp.Difference.Ref
		}
	case condNotIdentical:
		if answer != c.URN {
			return true
		}
		res.Message = "it is the very string " + c.URN + "; write it differently"
	case condDiagnostic, condNoDiagnostic:
		return c.holdsDiagnostic(u, res)
	case condNamespace:
		return c.holdsNamespace(u, res)
	case condLeadsTo, condNoLink:
		return c.holdsLink(u, res)
	}
	return false
}

// holdsPart evaluates part, no-part and spelled.
func (c *Condition) holdsPart(u *core.URN, res *Result) bool {
	var found *core.Part
	has := c.cond != condNoPart
	parts := u.Parts()
	for i := range parts {
		p := &parts[i]
		if p.Kind != c.Part {
			continue
		}
		if has && c.HasText && !sameText(p.Kind, u.Text(p.Span), c.Text, c.cond == condSpelled) {
			if found == nil {
				found = p
			}
			continue
		}
		if has {
			return true
		}
		res.Message = "it has " + article(c.Part) + " " + partName(c.Part) + ", " + quote(u.Text(p.Span)) + ", and one without is wanted"
		res.setSpan(p.Span, u.Input)
		return false
	}
	if !has {
		return true
	}
	switch {
	case found != nil && c.cond == condSpelled:
		res.Message = "its " + partName(c.Part) + " is spelled " + quote(u.Text(found.Span)) + ", not " + quote(c.Text)
		res.setSpan(found.Span, u.Input)
	case found != nil:
		res.Message = "its " + partName(c.Part) + " is " + quote(u.Text(found.Span)) + ", not " + quote(c.Text)
		res.setSpan(found.Span, u.Input)
	default:
		res.Message = "it has no " + partName(c.Part) + " under " + u.Edition.Info().Name
		if d, bad := u.Diagnostics.FirstError(); bad {
			res.setDiagnostic(d, u.Input)
			res.Message += " (it is not syntactically valid: " + d.Msg + ")"
		}
	}
	return false
}

// holdsNID evaluates nid-class, registered and not-registered.
func (c *Condition) holdsNID(u *core.URN, res *Result) bool {
	ns := u.Namespace
	nid := u.Text(u.NID)
	if ns.Class == 0 {
		res.Message = "it has no NID to classify"
		if d, bad := u.Diagnostics.FirstError(); bad {
			res.setDiagnostic(d, u.Input)
			res.Message += ": " + d.Msg
		}
		return false
	}
	if c.cond == condNotRegistered {
		if !ns.Registered {
			return true
		}
		res.Message = "its NID " + quote(nid) + " is registered already: IANA lists it"
		res.setSpan(u.NID, u.Input)
		return false
	}
	if c.cond == condRegistered {
		if ns.Registered {
			return true
		}
		res.Message = "its NID " + quote(nid) + " is not in the IANA registry of URN namespaces"
		for _, d := range u.Diagnostics {
			if d.Code == core.CodeNIDUnregistered {
				res.setDiagnostic(d, u.Input)
			}
		}
		return false
	}
	if ns.Class == c.Class {
		return true
	}
	res.Message = "its NID " + quote(nid) + " is " + ns.Class.String() + ", not " + c.Class.String()
	if ns.Reason != "" {
		res.Message += ": " + ns.Reason
	}
	res.Ref = ns.Ref
	res.setSpan(u.NID, u.Input)
	return false
}

// holdsDiagnostic evaluates diagnostic and no-diagnostic.
func (c *Condition) holdsDiagnostic(u *core.URN, res *Result) bool {
	for _, d := range u.Diagnostics {
		if d.Code != c.Code {
			continue
		}
		if c.cond == condDiagnostic {
			return true
		}
		res.setDiagnostic(d, u.Input)
		res.Message = "the reading has the diagnostic " + string(c.Code) + ": " + d.Msg
		return false
	}
	if c.cond == condNoDiagnostic {
		return true
	}
	res.Message = "the reading under " + u.Edition.Info().Name + " has no diagnostic " + string(c.Code)
	return false
}

// partName names a part kind in a sentence.
func partName(k core.Kind) string {
	switch k {
	case core.KindNID:
		return "NID"
	case core.KindNSS:
		return "NSS"
	case core.KindPercentEncoded:
		return "%-escape"
	}
	return k.String()
}

func article(k core.Kind) string {
	switch k {
	case core.KindNID, core.KindNSS, core.KindRComponent, core.KindFComponent, core.KindUnparsed:
		return "an"
	}
	return "a"
}
