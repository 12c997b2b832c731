// Verifies the signature of a MiniAI webhook delivery (see /docs/webhooks). Standard library only.
package main

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// The replay window: a delivery signed more than five minutes ago (or ahead) is refused.
const toleranceSeconds = 300

var digits = regexp.MustCompile(`^[0-9]+$`)

// VerifyMiniAISignature reports whether signatureHeader (X-MiniAI-Signature) holds a v1= HMAC-SHA256
// of timestampHeader + "." + rawBody keyed with secret, and the timestamp (X-MiniAI-Timestamp, Unix
// seconds) is within the replay window. rawBody is the request body as received.
func VerifyMiniAISignature(secret string, rawBody []byte, signatureHeader, timestampHeader string, now time.Time) bool {
	if !digits.MatchString(timestampHeader) {
		return false
	}
	timestamp, err := strconv.ParseInt(timestampHeader, 10, 64)
	if err != nil {
		return false
	}
	if age := now.Unix() - timestamp; age > toleranceSeconds || age < -toleranceSeconds {
		return false
	}
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(timestampHeader + "."))
	mac.Write(rawBody)
	expected := mac.Sum(nil)
	// One v1= value per active secret while a secret is being rotated.
	for _, part := range strings.Split(signatureHeader, ",") {
		version, value, found := strings.Cut(strings.TrimSpace(part), "=")
		if !found || version != "v1" {
			continue
		}
		signature, err := hex.DecodeString(value)
		if err == nil && hmac.Equal(signature, expected) {
			return true
		}
	}
	return false
}

// Command line: MINIAI_APP_SECRET=... go run verify_webhook.go <timestamp> <signature> < body.json
func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: verify_webhook <timestamp> <signature> < body.json")
		os.Exit(2)
	}
	body, err := io.ReadAll(os.Stdin)
	if err != nil {
		panic(err)
	}
	if VerifyMiniAISignature(os.Getenv("MINIAI_APP_SECRET"), body, os.Args[2], os.Args[1], time.Now()) {
		fmt.Println("accepted")
		return
	}
	fmt.Println("rejected")
	os.Exit(1)
}
