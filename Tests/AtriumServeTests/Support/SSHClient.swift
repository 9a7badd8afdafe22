/// Builds OpenSSH client command lines against the server under test.
struct SSHClient {
    /// The server's port on 127.0.0.1.
    let port: Int
    /// Private key to log in with, or nil to offer no key at all.
    var identity: String?
    /// The login name (the server ignores it but logs it).
    var user = "visitor"
    /// Further keys offered before ``identity``, in order (as an agent holding several would).
    var otherIdentities: [String] = []
    /// A known_hosts file to record the server's host key in (`accept-new`); nil: none kept.
    var knownHosts: String?

    /// No config files, no known_hosts, no agent, no passwords, never prompt.
    var options: [String] {
        var options = [
            "-F", "/dev/null",
            "-o", knownHosts == nil ? "StrictHostKeyChecking=no" : "StrictHostKeyChecking=accept-new",
            "-o", "UserKnownHostsFile=\(knownHosts ?? "/dev/null")",
            "-o", "GlobalKnownHostsFile=/dev/null", "-o", "BatchMode=yes",
            "-o", "PasswordAuthentication=no", "-o", "KbdInteractiveAuthentication=no",
            "-o", "IdentityAgent=none", "-o", "ConnectTimeout=10", "-o", "SendEnv=LANG",
        ]
        if let identity {
            for other in otherIdentities { options += ["-i", other] }
            options += ["-i", identity, "-o", "IdentitiesOnly=yes"]
        } else {
            options += ["-o", "PubkeyAuthentication=no"]
        }
        return options
    }

    /// `ssh -p PORT <options> <extra> user@127.0.0.1 <command>`.
    func ssh(_ extra: [String] = [], command: [String] = []) -> [String] {
        ["ssh", "-p", "\(port)"] + options + extra + ["\(user)@127.0.0.1"] + command
    }

    /// `sftp -P PORT <options> -b - user@127.0.0.1`.
    func sftp() -> [String] {
        ["sftp", "-P", "\(port)"] + options + ["-b", "-", "\(user)@127.0.0.1"]
    }
}
