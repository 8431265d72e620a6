package main

import (
	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/weburl"
)

// opURLRead: [edition, input, href, protocol, pathname, search, hash,
// failed ("1" or ""), error] → the platform URL parser's reading of input
// (urn.js runs new URL(input) and sends its getters) beside the URN's
// (weburl.Read).
func opURLRead(c *ctx) {
	e, ok := c.edition(c.args[0])
	if !ok {
		return
	}
	a := c.args
	url := weburl.URL{Href: a[2], Protocol: a[3], Pathname: a[4], Search: a[5], Hash: a[6], Failed: a[7] != "", Error: a[8]}
	r := weburl.Read(core.Read(a[1], e), url)
	c.w.URLReading(&r)
}

// opURLEquivalent: [edition, mode, a, b, hrefA, hrefB] → whether the
// URL parser's hrefs of a and b agree with the edition's equivalence
// (weburl.CompareEquivalence). An href is "" when new URL() refused the
// input: no href of a parsed URN is empty.
func opURLEquivalent(c *ctx) {
	cmp, ok := c.compare()
	if !ok {
		return
	}
	ua := weburl.URL{Href: c.args[4], Failed: c.args[4] == ""}
	ub := weburl.URL{Href: c.args[5], Failed: c.args[5] == ""}
	eq := weburl.CompareEquivalence(cmp, ua, ub)
	c.w.URLEquivalence(&eq)
}
