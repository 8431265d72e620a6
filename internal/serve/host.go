package serve

import (
	"net"
	"net/http"
	"net/netip"
	"strconv"
)

// servedHost reports whether an absolute-form request ("GET
// http://host:port/path", which only proxies send) names this server:
// the connection's own IP address, or "localhost" on a loopback
// connection, and its port. RFC 9112 §3.2.2 has a server take the host
// from such a target rather than from Host; a request for another host
// is not this server's to answer, and gets 421 Misdirected Request (RFC
// 9110 §15.5.20) instead of the site under a foreign name.
func servedHost(r *http.Request) bool {
	local, ok := r.Context().Value(http.LocalAddrContextKey).(net.Addr)
	if !ok {
		return false
	}
	ap, err := netip.ParseAddrPort(local.String())
	if err != nil {
		return false
	}
	host, port := r.URL.Hostname(), r.URL.Port()
	if port == "" {
		port = map[string]string{"http": "80", "https": "443"}[r.URL.Scheme]
	}
	if port != strconv.Itoa(int(ap.Port())) {
		return false
	}
	if host == "localhost" {
		return ap.Addr().IsLoopback()
	}
	ip, err := netip.ParseAddr(host)
	return err == nil && ip.Unmap() == ap.Addr().Unmap()
}
