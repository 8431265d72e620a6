//go:build js && wasm

package main

import (
	"runtime/debug"
	"strings"
	"testing"
	"unsafe"

	"github.com/urn-playground/urn-playground/internal/jsontext"
)

// TestExports drives the three exported functions as urn.js does, with
// the memory seen from Go: the addresses in shared are those of inBuf and
// of the result.
func TestExports(t *testing.T) {
	p := urnIO()
	if p != uint32(uintptr(unsafe.Pointer(&shared))) {
		t.Fatalf("urn_io = %d, not the address of shared", p)
	}
	if shared.inCap < 4096 || shared.inPtr != addr(inBuf) {
		t.Fatalf("after urn_io: inPtr %d inCap %d", shared.inPtr, shared.inCap)
	}
	if got := urnReserve(100); got != shared.inCap {
		t.Errorf("urn_reserve(100) = %d, want the capacity %d", got, shared.inCap)
	}
	if got := urnReserve(20000); got < 20000 || shared.inPtr != addr(inBuf) || shared.inCap != uint32(cap(inBuf)) {
		t.Errorf("urn_reserve(20000) = %d; inPtr %d inCap %d", got, shared.inPtr, shared.inCap)
	}
	if got := urnReserve(maxRequest + 1); got != 0 {
		t.Errorf("urn_reserve beyond maxRequest = %d, want 0", got)
	}

	req := encodeArgs("rfc8141", "urn:isbn:😀")
	copy(inBuf, req)
	n := urnCall(uint32(opIndex("parse.json")), uint32(len(req)))
	if n != shared.outLen || n == 0 {
		t.Fatalf("urn_call = %d, outLen %d", n, shared.outLen)
	}
	res := string(last)
	if shared.outPtr != addr(last) || uint32(len(res)) != n {
		t.Fatalf("outPtr %d, len %d: not the output buffer", shared.outPtr, len(res))
	}
	if !strings.HasPrefix(res, `{"input":"urn:isbn:😀","edition":"rfc8141","valid":false,`) {
		t.Errorf("result %s", res)
	}

	// The wire op, read where urn.js reads it.
	parse := uint32(opIndex("parse"))
	wire := func() jsontext.Value {
		t.Helper()
		defer debug.SetGCPercent(debug.SetGCPercent(-1))
		slots := snapshot()
		copy(inBuf, req)
		n := urnCall(parse, uint32(len(req)))
		if shared.outPtr != addr(last) || int(n) != len(last) || shared.outPtr%4 != 0 {
			t.Fatalf("outPtr %d, len %d: not the latest result, or not aligned for an Int32Array", shared.outPtr, n)
		}
		return decodeWire(t, last, "urn:isbn:😀", slots)
	}
	if v := wire(); str(t, v, "input") != "urn:isbn:😀" || str(t, v, "edition") != "rfc8141" || boolean(t, v, "valid") {
		t.Errorf("wire result %s", show(v))
	}

	// A length beyond the buffer: a recovered panic, and the next call works.
	n = urnCall(parse, shared.inCap+1)
	if res := string(last[:n]); !strings.Contains(res, `"code":"internal"`) {
		t.Errorf("result %s", res)
	}
	if v := wire(); str(t, v, "edition") != "rfc8141" {
		t.Errorf("after the panic: %s", show(v))
	}
}

func addr(b []byte) uint32 { return uint32(uintptr(unsafe.Pointer(unsafe.SliceData(b)))) }

// TestRequestBufferShrinks: a request buffer grown for a large call is
// let go at the next small one, whose request moves to a small buffer
// that urn.js then finds through shared.
func TestRequestBufferShrinks(t *testing.T) {
	if got := urnReserve(8 << 20); got < 8<<20 {
		t.Fatalf("urn_reserve(8 MiB) = %d", got)
	}
	req := encodeArgs("rfc8141", "urn:isbn:0451450523")
	copy(inBuf, req)
	n := urnCall(uint32(opIndex("parse.json")), uint32(len(req)))
	if res := string(last[:n]); !strings.Contains(res, `"valid":true`) {
		t.Fatalf("the request moved wrong: %s", res)
	}
	if shared.inCap > keepBytes || shared.inPtr != addr(inBuf) || shared.inCap != uint32(cap(inBuf)) {
		t.Errorf("after a small call the request buffer holds %d bytes at %d (inBuf %d)", shared.inCap, shared.inPtr, addr(inBuf))
	}
}
