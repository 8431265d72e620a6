package registration

import "github.com/urn-playground/urn-playground/core"

// NextStep is one step of what happens to a completed registration:
// where the request is sent and how it is reviewed, as the layout's
// document prescribes, with the section that says so.
type NextStep struct {
	Text string
	Ref  core.Ref
}

// The discussion list RFC 2611 named is gone: RFC 8141 §7.3 replaced
// urn-nid@apps.ietf.org with urn@ietf.org.
var refRFC8141List = core.NewRef("rfc8141", "7.3")

// nextSteps lists what happens after the template is filled in, per
// layout: RFC 2611 §4 (informal and formal namespaces), draft-12 §7.2 and
// RFC 8141 §6.2 (Expert Review) and §6.3 (the fast track for standards
// bodies).
func nextSteps(id string) []NextStep {
	switch id {
	case "rfc2611":
		r := core.NewRef("rfc2611", "4")
		return []NextStep{
			{"An informal namespace (urn-<number>): send the completed template to the urn-nid@apps.ietf.org list for a two-week discussion, fold in the clarifications, then submit it to iana@iana.org, which assigns the next number, first come, first served.", r},
			{"A formal namespace: the template goes into an RFC; send it to the urn-nid@apps.ietf.org list for a two-week discussion before the IESG takes the document to RFC status; the NID is assigned by IETF consensus.", r},
			{"That list no longer exists: RFC 8141 replaced urn-nid@apps.ietf.org with urn@ietf.org, and a request today follows RFC 8141's procedure.", refRFC8141List},
		}
	case "draft-12":
		r := core.NewRef("draft-12", "7.2")
		return []NextStep{
			{"Send the completed template to the urn@ietf.org discussion list for review (Expert Review).", r},
			{"Revise it to address the comments received, and send it again, as often as needed.", r},
			{"If the designated experts approve and no standardization is involved, IANA registers the NID. If the namespace is to become part of a standard, the experts send a report to the standards body (the IESG for the IETF), and IANA registers the NID on that body's direction.", r},
		}
	case "rfc8141":
		r := core.NewRef("rfc8141", "6.2")
		return []NextStep{
			{"Send the completed template to the urn@ietf.org discussion list for review (Expert Review).", r},
			{"Revise it to address the comments received, and send it again, as often as needed.", r},
			{"If the Designated Experts approve and no standardization is involved, IANA registers the NID. If the namespace is to become part of a standard, the experts send a report to the standards body (the IESG for the IETF), and IANA registers the NID on that body's direction.", r},
			{"A recognized standards development organization, scientific society or similar body may take the fast track instead: a specification is required, the list's and the experts' reviews are advisory, and the body asks IANA to register the NID when it judges the request ready (say so in Registrant).", core.NewRef("rfc8141", "6.3")},
		}
	}
	return nil
}
