package registration

import "github.com/urn-playground/urn-playground/core"

// rfc2611Section builds an RFC 2611 §3 section: its guidance is in the
// template itself.
func rfc2611Section(id, label string, kind FieldKind, required bool, intro string, points ...string) Section {
	r := core.NewRef("rfc2611", "3")
	return Section{ID: id, Label: label, Kind: kind, Required: required, Intro: intro, Guidance: points, GuidanceRef: r, Ref: r}
}

// buildRFC2611 builds the RFC 2611 §3 template, the one RFC 3406 kept.
func buildRFC2611() Layout {
	s := []Section{
		rfc2611Section("namespace-id", "Namespace ID", FieldNID, true,
			"Assigned by IANA. In some contexts, a particular one may be requested (see below)."),
		rfc2611Section("version", "Registration version number", FieldVersion, true,
			"This is information to identify the particular version of registration information:",
			"registration version number: starting with 1, incrementing by 1 with each new version"),
		rfc2611Section("date", "Registration date", FieldDate, true,
			"This is information to identify the particular version of registration information:",
			"registration date: date submitted to the IANA, using the format YYYY-MM-DD as outlined in [ISO8601]."),
		rfc2611Section("registrant", "Declared registrant of the namespace", FieldRegistrant, true,
			"Required: Name and e-mail address. Recommended: Affiliation, address, etc."),
		rfc2611Section("syntax", "Declaration of syntactic structure", FieldText, true,
			"This section should outline any structural features of identifiers in this namespace. At the very least, this description may be used to introduce terminology used in other sections. This structure may also be used for determining realistic caching/shortcuts approaches; suitable caveats should be provided. If there are any specific character encoding rules (e.g., which character should always be used for single-quotes), these should be listed here. Answers might include, but are not limited to:",
			"the structure is opaque (no exposition)", "a regular expression for parsing the identifier into components, including naming authorities"),
		rfc2611Section("documentation", "Relevant ancillary documentation", FieldText, true,
			"This section should list any RFCs, standards, or other published documentation that defines or explains all or part of the namespace structure. Answers might include, but are not limited to:",
			"RFCs outlining syntax of the namespace", "Other of the defining community's (e.g., ISO) documents outlining syntax of the identifiers in the namespace", "Explanatory material introducing the namespace"),
		rfc2611Section("uniqueness", "Identifier uniqueness considerations", FieldText, true,
			"This section should address the requirement that URN identifiers be assigned uniquely -- they are assigned to at most one resource, and are not reassigned. Possible answers include, but are not limited to:",
			"exposition of the structure of the identifiers, and partitioning of the space of identifiers amongst assignment authorities which are individually responsible for respecting uniqueness rules", "identifiers are assigned sequentially", "information is withheld; the namespace is opaque"),
		rfc2611Section("persistence", "Identifier persistence considerations", FieldText, true,
			`Although non-reassignment of URN identifiers ensures that a URN will persist in identifying a particular resource even after the "lifetime of the resource", some consideration should be given to the persistence of the usability of the URN. This is particularly important in the case of URN namespaces providing global resolution. Possible answers include, but are not limited to:`,
			"quality of service considerations"),
		rfc2611Section("assignment", "Process of identifier assignment", FieldText, true,
			"This section should detail the mechanisms and/or authorities for assigning URNs to resources. It should make clear whether assignment is completely open, or if limited, how to become an assigner of identifiers, and/or get one assigned by existing assignment authorities. Answers could include, but are not limited to:",
			"assignment is completely open, following a particular algorithm", "assignment is delegated to authorities recognized by a particular organization (e.g., the Digital Object Identifier Foundation controls the DOI assignment space and its delegation)", "assignment is completely closed (e.g., for a private organization)"),
		rfc2611Section("resolution", "Process for identifier resolution", FieldText, true,
			"If a namespace is intended to be accessible for global resolution, it must be registerd in an RDS (Resolution Discovery System, see [RFC2276]) such as NAPTR. Resolution then proceeds according to standard URI resolution processes, and the mechanisms of the RDS. What this section should outline is the requirements for becoming a recognized resolver of URNs in this namespace (and being so-listed in the RDS registry). Answers may include, but are not limited to:",
			"the namespace is not listed with an RDS; this is not relevant", "resolution mirroring is completely open, with a mechanism for updating an appropriate RDS", "resolution is controlled by entities to which assignment has been delegated"),
		rfc2611Section("equivalence", "Rules for Lexical Equivalence", FieldText, true,
			"If there are particular algorithms for determining equivalence between two identifiers in the underlying namespace (hence, in the URN string itself), rules can be provided here. Some examples include:",
			"equivalence between hyphenated and non-hyphenated groupings in the identifier string", "equivalence between single-quotes and double-quotes", `Namespace-defined equivalences between specific characters, such as "character X with or without diacritic marks".`),
		rfc2611Section("conformance", "Conformance with URN Syntax", FieldText, true,
			"This section should outline any special considerations required for conforming with the URN syntax. This is particularly applicable in the case of legacy naming systems that are used in the context of URNs. For example, if a namespace is used in contexts other than URNs, it may make use of characters that are reserved in the URN syntax. This section should flag any such characters, and outline necessary mappings to conform to URN syntax. Normally, this will be handled by hex encoding the symbol."),
		rfc2611Section("validation", "Validation mechanism", FieldText, true,
			`Apart from attempting resolution of a URN, a URN namespace may provide mechanism for "validating" a URN -- i.e., determining whether a given string is currently a validly-assigned URN. For example, even if an ISBN URN namespace is created, it is not clear that all ISBNs will translate directly into "assigned URNs". A validation mechanims might be:`,
			"a syntax grammar", "an on-line service", "an off-line service"),
		rfc2611Section("scope", "Scope", FieldText, true,
			`This section should outline the scope of the use of the identifiers in this namespace. Apart from considerations of private vs. public namespaces, this section is critical in evaluating the applicability of a requested NID. For example, a namespace claiming to deal in "social security numbers" should have a global scope and address all social security number structures (unlikely). On the other hand, at a national level, it is reasonable to propose a URN namespace for "this nation's social security numbers".`),
	}
	s[1].Group, s[2].Group = "Registration Information", "Registration Information"
	s[0].Aliases = []string{"Namespace Identifier", "NID"}
	s[1].Aliases = []string{"Version", "Registration Version", "Version number"}
	s[2].Aliases = []string{"Date", "Registration Date"}
	s[3].Aliases = []string{"Declared Registrant", "Registrant", "Registrant of the namespace"}
	s[3].SubFields = []SubField{
		{ID: "name", Label: "Name", Required: true, Aliases: contactNameAliases},
		{ID: "email", Label: "E-mail", Required: true, Aliases: emailAliases},
		{ID: "affiliation", Label: "Affiliation", Recommended: true, Aliases: []string{"Organization", "Organisation"}},
		{ID: "address", Label: "Address", Recommended: true, Aliases: addressAliases},
	}
	s[4].Aliases = []string{"Declaration of structure", "Syntactic structure", "Syntax"}
	s[5].Aliases = []string{"Ancillary documentation", "Documentation", "Relevant ancillary information", "Ancillary information"}
	s[6].Aliases = []string{"Uniqueness considerations", "Uniqueness", "Identifier uniqueness"}
	s[7].Aliases = []string{"Persistence considerations", "Persistence", "Identifier persistence"}
	s[8].Aliases = []string{"Process of identifier assignment", "Identifier assignment", "Assignment"}
	s[9].Aliases = []string{"Process of identifier resolution", "Identifier resolution", "Resolution"}
	s[10].Aliases = []string{"Rules for lexical equivalence", "Lexical equivalence", "Lexical equivalence rules"}
	s[11].Aliases = []string{"Conformance with URN syntax"}
	s[12].Aliases = []string{"Validation", "Validation mechanisms"}
	return Layout{ID: "rfc2611", Title: "RFC 2611 §3: URN Namespace Definition Template (1999)", Ref: core.NewRef("rfc2611", "3"), Edition: core.RFC2141, Year: 1999, Sections: s}
}
