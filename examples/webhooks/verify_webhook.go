// Verifies a MiniAI webhook delivery and skips an event seen before (see /docs/webhooks). Standard library only.
package main

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// The replay window: a delivery signed more than five minutes ago (or ahead) is refused.
const toleranceSeconds = 300

var (
	timestampPattern = regexp.MustCompile(`^[0-9]{10}$`)
	// Lowercase only, as the contract says; hex.DecodeString alone would take uppercase too.
	signaturePattern = regexp.MustCompile(`^v1=([0-9a-f]{64})$`)
)

// ErrMissingSecret means no app secret is configured: a key of "" would let anyone sign, so nothing may be accepted.
var ErrMissingSecret = errors.New("MINIAI_APP_SECRET is not set: every delivery is refused until it is")

// VerifyMiniAISignature reports whether signatureHeader (X-MiniAI-Signature) holds a v1= HMAC-SHA256
// of timestampHeader + "." + rawBody keyed with secret, and the timestamp (X-MiniAI-Timestamp, Unix
// seconds) is within the replay window. rawBody is the request body as received. It returns
// ErrMissingSecret when secret is empty.
func VerifyMiniAISignature(secret string, rawBody []byte, signatureHeader, timestampHeader string, now time.Time) (bool, error) {
	if secret == "" {
		return false, ErrMissingSecret
	}
	if !timestampPattern.MatchString(timestampHeader) {
		return false, nil
	}
	timestamp, err := strconv.ParseInt(timestampHeader, 10, 64)
	if err != nil {
		return false, nil
	}
	if age := now.Unix() - timestamp; age > toleranceSeconds || age < -toleranceSeconds {
		return false, nil
	}
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(timestampHeader + "."))
	mac.Write(rawBody)
	expected := mac.Sum(nil)
	// One v1= value per active secret while a secret is being rotated.
	for _, part := range strings.Split(signatureHeader, ",") {
		match := signaturePattern.FindStringSubmatch(strings.TrimSpace(part))
		if match == nil {
			continue
		}
		signature, err := hex.DecodeString(match[1])
		if err == nil && hmac.Equal(signature, expected) {
			return true, nil
		}
	}
	return false, nil
}

// SeenEvents keeps the ids of processed events. Claim records id and returns true, or returns false
// when it was recorded before; it must be atomic (a unique key, Redis SET NX).
type SeenEvents interface {
	Claim(id string) (bool, error)
}

// MemorySeenEvents keeps ids in this process's memory: lost on restart and not shared between servers.
// Guard it with a mutex if several goroutines share it.
type MemorySeenEvents map[string]struct{}

func (seen MemorySeenEvents) Claim(id string) (bool, error) {
	if _, found := seen[id]; found {
		return false, nil
	}
	seen[id] = struct{}{}
	return true, nil
}

// DirectorySeenEvents keeps one empty file per id; creating it exclusively lets two processes agree on who was first.
type DirectorySeenEvents string

func (directory DirectorySeenEvents) Claim(id string) (bool, error) {
	if err := os.MkdirAll(string(directory), 0o700); err != nil {
		return false, err
	}
	// Hashed, so that no id can name a path outside the directory.
	sum := sha256.Sum256([]byte(id))
	file, err := os.OpenFile(filepath.Join(string(directory), hex.EncodeToString(sum[:])), os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600)
	if errors.Is(err, os.ErrExist) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	return true, file.Close()
}

// AcceptMiniAIDelivery verifies a delivery, then claims the delivery_id of its body: the signature
// covers it, unlike the X-MiniAI-Delivery-Id header. It returns "accepted", "rejected" or
// "duplicate" (accepted before: answer 2xx, do nothing).
func AcceptMiniAIDelivery(secret string, rawBody []byte, signatureHeader, timestampHeader string, now time.Time, seen SeenEvents) (string, error) {
	valid, err := VerifyMiniAISignature(secret, rawBody, signatureHeader, timestampHeader, now)
	if err != nil || !valid {
		return "rejected", err
	}
	var event struct {
		DeliveryID string `json:"delivery_id"`
	}
	if json.Unmarshal(rawBody, &event) != nil || event.DeliveryID == "" {
		return "rejected", nil
	}
	first, err := seen.Claim(event.DeliveryID)
	if err != nil {
		return "rejected", err
	}
	if !first {
		return "duplicate", nil
	}
	return "accepted", nil
}

// Exit statuses of the command line, one per outcome; 2 is a configuration or usage error.
var exitStatus = map[string]int{"accepted": 0, "rejected": 1, "duplicate": 3}

// commandLine does the command line's work at the clock now: it prints the outcome and returns
// the exit status.
func commandLine(args []string, now time.Time) int {
	if len(args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: verify_webhook <timestamp> <signature> < body.json")
		return 2
	}
	body, err := io.ReadAll(os.Stdin)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	var seen SeenEvents = MemorySeenEvents{}
	if directory := os.Getenv("MINIAI_SEEN_EVENTS_DIR"); directory != "" {
		seen = DirectorySeenEvents(directory)
	}
	outcome, err := AcceptMiniAIDelivery(os.Getenv("MINIAI_APP_SECRET"), body, args[1], args[0], now, seen)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	fmt.Println(outcome)
	return exitStatus[outcome]
}

// Command line: MINIAI_APP_SECRET=... [MINIAI_SEEN_EVENTS_DIR=...] go run verify_webhook.go <timestamp> <signature> < body.json
func main() {
	os.Exit(commandLine(os.Args[1:], time.Now()))
}
