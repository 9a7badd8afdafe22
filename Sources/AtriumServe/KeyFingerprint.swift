import Crypto
import Foundation
import NIOSSH

/// OpenSSH-compatible key fingerprints, as `ssh-keygen -l` prints them.
public enum KeyFingerprint {
    /// `SHA256:` followed by the unpadded base64 SHA-256 of the key's wire encoding.
    public static func sha256(_ key: NIOSSHPublicKey) -> String {
        let line = String(openSSHPublicKey: key)
        let fields = line.split(separator: " ")
        guard fields.count >= 2, let blob = Data(base64Encoded: String(fields[1])) else { return "SHA256:?" }
        let digest = Data(SHA256.hash(data: blob)).base64EncodedString()
        return "SHA256:" + digest.replacingOccurrences(of: "=", with: "")
    }
}
