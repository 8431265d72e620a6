// Command sizes prints where the bytes of the WebAssembly module go: its
// code by Go package (raw, and brotli -q 11 of that package's functions
// compressed on their own), its data, the largest functions, and with
// -features what each group of API ops adds.
//
//	go run ./wasm/sizes [-top N] [-features] [MODULE.wasm]
//
// Without MODULE it builds the module with wasm/build.sh -names (the name
// section kept; the code is the same as the shipped module's) and the
// empty Go program, the floor every module carries. wasm/README.md's Size
// section holds the tables this prints.
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"sort"
	"strings"
)

func main() {
	top := flag.Int("top", 25, "list the `N` largest functions")
	features := flag.Bool("features", false, "also build the module without each group of ops (a few minutes)")
	flag.Parse()
	if flag.NArg() > 1 {
		fmt.Fprintln(os.Stderr, "usage: go run ./wasm/sizes [-top N] [-features] [MODULE.wasm]")
		os.Exit(2)
	}
	tmp, err := os.MkdirTemp("", "sizes")
	check(err)
	defer os.RemoveAll(tmp)
	path := flag.Arg(0)
	var floor *module
	if path == "" {
		path = buildModule(".", tmp, "-names")
		floor = load(buildFloor(tmp))
	}
	report(load(path), floor, *top)
	if *features {
		reportFeatures(tmp)
	}
}

func load(path string) *module {
	data, err := os.ReadFile(path)
	check(err)
	m, err := parseModule(data)
	if err != nil {
		fail(path + ": " + err.Error())
	}
	return m
}

func check(err error) {
	if err != nil {
		fail(err.Error())
	}
}

func fail(msg string) {
	fmt.Fprintln(os.Stderr, "sizes:", msg)
	os.Exit(1)
}

// function is one function body of the code section.
type function struct {
	name string
	body []byte
}

// module is what the report needs of a WebAssembly module.
type module struct {
	funcs    []function
	sections map[string]int // bytes by section name
	dataSegs [][]byte
}

// report prints the module's code by package, beside the floor's when
// floor is not nil, then its data and its largest functions.
func report(m, floor *module, top int) {
	rows := packages(m)
	var below map[string]packageSize
	if floor != nil {
		below = map[string]packageSize{}
		for _, r := range packages(floor) {
			below[r.name] = r
		}
	}
	fmt.Printf("| code of | functions | raw | brotli alone | of it, the empty program's |\n|---|---:|---:|---:|---:|\n")
	var raw, br int
	for _, r := range rows {
		f := below[r.name]
		fmt.Printf("| %s | %d | %s | %s | %s |\n", r.name, r.functions, thousands(r.raw), thousands(r.br), thousands(f.br))
		raw += r.raw
		br += r.br
	}
	fmt.Printf("| **all code** | %d | %s | %s (together: %s) | |\n\n", len(m.funcs), thousands(raw), thousands(br), thousands(brotliSize(m.code())))
	data := m.data()
	fmt.Printf("data: %s raw, %s brotli alone", thousands(len(data)), thousands(brotliSize(data)))
	if floor != nil {
		fd := floor.data()
		fmt.Printf("; the empty program's: %s raw, %s brotli alone", thousands(len(fd)), thousands(brotliSize(fd)))
	}
	fmt.Println()

	sort.Slice(m.funcs, func(i, j int) bool { return len(m.funcs[i].body) > len(m.funcs[j].body) })
	if top > 0 {
		fmt.Printf("\nlargest functions:\n")
	}
	for i := 0; i < top && i < len(m.funcs); i++ {
		fmt.Printf("%8s  %s\n", thousands(len(m.funcs[i].body)), m.funcs[i].name)
	}
}

// modulePath is this module's path as the linker writes it into the
// name section, with '_' for '/' and '-'.
const modulePath = "github.com_urn_playground_urn_playground_"

// group names the package a function belongs to ('_' for '/', as in the
// name section); the compiler's generated equality and hash functions
// form a group of their own.
func group(name string) string {
	if strings.HasPrefix(name, "type_.") || strings.HasPrefix(name, "type:.") {
		return "(generated equality and hash functions)"
	}
	own := strings.HasPrefix(name, modulePath)
	name = strings.TrimPrefix(name, modulePath)
	if dot := strings.IndexByte(name, '.'); dot >= 0 {
		name = name[:dot]
	}
	if own {
		return "./" + name
	}
	return name
}

// packageSize is one package's share of the code.
type packageSize struct {
	name      string
	functions int
	raw, br   int
}

// packages sums the code by package, largest first.
func packages(m *module) []packageSize {
	groups := map[string][]function{}
	for _, f := range m.funcs {
		g := group(f.name)
		groups[g] = append(groups[g], f)
	}
	var rows []packageSize
	for name, fs := range groups {
		var all bytes.Buffer
		for _, f := range fs {
			all.Write(f.body)
		}
		rows = append(rows, packageSize{name: name, functions: len(fs), raw: all.Len(), br: brotliSize(all.Bytes())})
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i].br > rows[j].br })
	return rows
}

func (m *module) code() []byte {
	var b bytes.Buffer
	for _, f := range m.funcs {
		b.Write(f.body)
	}
	return b.Bytes()
}

func (m *module) data() []byte {
	return bytes.Join(m.dataSegs, nil)
}

func brotliSize(b []byte) int {
	cmd := exec.Command("brotli", "-q", "11", "-c")
	cmd.Stdin = bytes.NewReader(b)
	out, err := cmd.Output()
	if err != nil {
		return -1
	}
	return len(out)
}

func thousands(n int) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// parseModule reads the sections the report needs (WebAssembly core
// specification, binary format).
func parseModule(b []byte) (*module, error) {
	if len(b) < 8 || string(b[:4]) != "\x00asm" {
		return nil, errors.New("not a WebAssembly module")
	}
	r := &reader{b: b, at: 8}
	m := &module{sections: map[string]int{}}
	imported := 0
	var bodies [][]byte
	names := map[int]string{}
	for r.at < len(b) {
		id := r.byte()
		size := int(r.uleb())
		end := r.at + size
		if r.err != nil || end > len(b) {
			return nil, errors.New("truncated section")
		}
		sec := &reader{b: b[:end], at: r.at}
		switch id {
		case 0:
			name := sec.name()
			m.sections["custom "+name] += size
			if name == "name" {
				readNames(sec, names)
			}
		case 2:
			m.sections["import"] += size
			imported = countFuncImports(sec)
		case 10:
			m.sections["code"] += size
			for n := sec.uleb(); n > 0 && sec.err == nil; n-- {
				l := int(sec.uleb())
				bodies = append(bodies, sec.bytes(l))
			}
		case 11:
			m.sections["data"] += size
			m.dataSegs = readData(sec)
		default:
			m.sections[sectionNames[id]] += size
		}
		if sec.err != nil {
			return nil, sec.err
		}
		r.at = end
	}
	for i, body := range bodies {
		name, ok := names[imported+i]
		if !ok {
			name = fmt.Sprintf("func[%d]", imported+i)
		}
		m.funcs = append(m.funcs, function{name: name, body: body})
	}
	return m, nil
}

var sectionNames = map[byte]string{1: "type", 3: "function", 4: "table", 5: "memory", 6: "global", 7: "export", 8: "start", 9: "element", 12: "datacount"}

func readNames(r *reader, names map[int]string) {
	for r.at < len(r.b) && r.err == nil {
		id := r.byte()
		size := int(r.uleb())
		end := r.at + size
		if id == 1 {
			for n := r.uleb(); n > 0 && r.err == nil; n-- {
				idx := int(r.uleb())
				names[idx] = r.name()
			}
		}
		r.at = end
	}
}

func countFuncImports(r *reader) int {
	funcs := 0
	for n := r.uleb(); n > 0 && r.err == nil; n-- {
		r.name()
		r.name()
		switch r.byte() {
		case 0:
			r.uleb()
			funcs++
		case 1:
			r.byte()
			r.limits()
		case 2:
			r.limits()
		case 3:
			r.byte()
			r.byte()
		}
	}
	return funcs
}

func readData(r *reader) [][]byte {
	var segs [][]byte
	for n := r.uleb(); n > 0 && r.err == nil; n-- {
		switch r.uleb() {
		case 0:
			r.skipConstExpr()
		case 1:
		case 2:
			r.uleb()
			r.skipConstExpr()
		}
		l := int(r.uleb())
		segs = append(segs, r.bytes(l))
	}
	return segs
}

type reader struct {
	b   []byte
	at  int
	err error
}

func (r *reader) byte() byte {
	if r.at >= len(r.b) {
		r.err = errors.New("unexpected end")
		return 0
	}
	c := r.b[r.at]
	r.at++
	return c
}

func (r *reader) uleb() uint64 {
	var v uint64
	for shift := 0; shift < 64; shift += 7 {
		c := r.byte()
		v |= uint64(c&0x7f) << shift
		if c < 0x80 {
			break
		}
	}
	return v
}

func (r *reader) bytes(n int) []byte {
	if n < 0 || r.at+n > len(r.b) {
		r.err = errors.New("unexpected end")
		r.at = len(r.b)
		return nil
	}
	s := r.b[r.at : r.at+n]
	r.at += n
	return s
}

func (r *reader) name() string { return string(r.bytes(int(r.uleb()))) }

func (r *reader) limits() {
	if r.byte()&1 != 0 {
		r.uleb()
	}
	r.uleb()
}

// skipConstExpr skips an offset expression: one instruction and end.
func (r *reader) skipConstExpr() {
	for r.err == nil && r.byte() != 0x0b {
		r.uleb()
	}
}
