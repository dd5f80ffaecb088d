package pmtuverify.props.pmtu;

/** What a PLPMTUD harness drives: which events it draws and which config corners it fixes. */
public enum Profile {
    /** Every event kind, every config: the order, probe and sanity invariants. */
    GENERAL,
    /** A steady clean path, no outside events, no time passing: termination and convergence. */
    STEADY,
    /** A path that silently drops datagrams above P: black-hole timeouts. */
    BLACKHOLE,
    /** tcp_mtu_probing fixed per connection, every event but sysctl writes. */
    SYSCTL,
    /** Converge, then idle gaps of every size: the reprobe pseudo-timer. */
    REPROBE
}
