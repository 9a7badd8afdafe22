/// The descriptions of the terminal kinds the writer supports, as `infocmp -1 NAME` printed
/// them (ncurses 6, Debian), trimmed to the capabilities the writer reads: test data, parsed
/// by ``TerminfoSource``.
public enum TerminalFixtures {
    /// `infocmp -1 xterm-256color`.
    public static let xterm256 = #"""
xterm-256color|xterm with 256 colors,
am,
xenl,
colors#0x100,
bold=\E[1m,
clear=\E[H\E[2J,
cr=\r,
cub=\E[%p1%dD,
cub1=^H,
cud=\E[%p1%dB,
cud1=\n,
cuf=\E[%p1%dC,
cuf1=\E[C,
cup=\E[%i%p1%d;%p2%dH,
cuu=\E[%p1%dA,
cuu1=\E[A,
dch=\E[%p1%dP,
dim=\E[2m,
dl=\E[%p1%dM,
el=\E[K,
home=\E[H,
hpa=\E[%i%p1%dG,
ich=\E[%p1%d@,
il=\E[%p1%dL,
op=\E[39;49m,
rep=%p1%c\E[%p2%{1}%-%db,
rev=\E[7m,
ri=\EM,
rmacs=\E(B,
setab=\E[%?%p1%{8}%<%t4%p1%d%e%p1%{16}%<%t10%p1%{8}%-%d%e48;5;%p1%d%;m,
setaf=\E[%?%p1%{8}%<%t3%p1%d%e%p1%{16}%<%t9%p1%{8}%-%d%e38;5;%p1%d%;m,
sgr0=\E(B\E[m,
vpa=\E[%i%p1%dd,
"""#

    /// `infocmp -1 screen-256color`.
    public static let screen256 = #"""
screen-256color|GNU Screen with 256 colors,
am,
xenl,
colors#0x100,
bold=\E[1m,
clear=\E[H\E[J,
cr=\r,
cub=\E[%p1%dD,
cub1=^H,
cud=\E[%p1%dB,
cud1=\n,
cuf=\E[%p1%dC,
cuf1=\E[C,
cup=\E[%i%p1%d;%p2%dH,
cuu=\E[%p1%dA,
cuu1=\EM,
dch=\E[%p1%dP,
dim=\E[2m,
dl=\E[%p1%dM,
el=\E[K,
home=\E[H,
hpa=\E[%i%p1%dG,
ich=\E[%p1%d@,
il=\E[%p1%dL,
op=\E[39;49m,
rev=\E[7m,
ri=\EM,
rmacs=^O,
setab=\E[%?%p1%{8}%<%t4%p1%d%e%p1%{16}%<%t10%p1%{8}%-%d%e48;5;%p1%d%;m,
setaf=\E[%?%p1%{8}%<%t3%p1%d%e%p1%{16}%<%t9%p1%{8}%-%d%e38;5;%p1%d%;m,
sgr0=\E[m\017,
vpa=\E[%i%p1%dd,
"""#

    /// `infocmp -1 tmux-256color`: in every capability the writer reads, the same as
    /// screen-256color's (`infocmp -d screen-256color tmux-256color` lists none of them).
    public static let tmux256 = screen256.replacingFirstLine(with: "tmux-256color|tmux with 256 colors,")

    /// `infocmp -1 linux`.
    public static let linux = #"""
linux|Linux console,
am,
xenl,
colors#8,
bold=\E[1m,
clear=\E[H\E[J,
cr=\r,
cub=\E[%p1%dD,
cub1=^H,
cud=\E[%p1%dB,
cud1=\n,
cuf=\E[%p1%dC,
cuf1=\E[C,
cup=\E[%i%p1%d;%p2%dH,
cuu=\E[%p1%dA,
cuu1=\E[A,
dch=\E[%p1%dP,
dim=\E[2m,
dl=\E[%p1%dM,
el=\E[K,
home=\E[H,
hpa=\E[%i%p1%dG,
ich=\E[%p1%d@,
il=\E[%p1%dL,
op=\E[39;49m,
rev=\E[7m,
ri=\EM,
rmacs=^O,
setab=\E[4%p1%dm,
setaf=\E[3%p1%dm,
sgr0=\E[m\017,
vpa=\E[%i%p1%dd,
"""#

    /// `infocmp -1 vt100`.
    public static let vt100 = #"""
vt100|vt100-am|DEC VT100 (w/advanced video),
am,
xenl,
bold=\E[1m$<2>,
clear=\E[H\E[J$<50>,
cr=\r,
cub=\E[%p1%dD,
cub1=^H,
cud=\E[%p1%dB,
cud1=\n,
cuf=\E[%p1%dC,
cuf1=\E[C$<2>,
cup=\E[%i%p1%d;%p2%dH$<5>,
cuu=\E[%p1%dA,
cuu1=\E[A$<2>,
el=\E[K$<3>,
home=\E[H,
rev=\E[7m$<2>,
ri=\EM$<5>,
rmacs=^O,
sgr0=\E[m\017$<2>,
"""#

    /// `infocmp -1 dumb`.
    public static let dumb = #"""
dumb|80-column dumb tty,
am,
cr=\r,
cud1=\n,
"""#

    /// Every kind, by name.
    public static let all: [(name: String, source: String)] = [
        ("xterm-256color", xterm256), ("screen-256color", screen256), ("tmux-256color", tmux256),
        ("linux", linux), ("vt100", vt100), ("dumb", dumb),
    ]
}

private extension String {
    /// The text with its first line replaced.
    func replacingFirstLine(with line: String) -> String {
        line + "\n" + split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).dropFirst().joined()
    }
}
