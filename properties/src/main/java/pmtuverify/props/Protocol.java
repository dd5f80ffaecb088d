package pmtuverify.props;

/** The piece of Linux TCP an invariant speaks of: the catalogue's rows are typed by it, not by their names. */
public enum Protocol {
    /** Packetization-Layer Path MTU Discovery (RFC 4821) in tcp_mtu_probe and its helpers. */
    PLPMTUD,
    /** CUBIC's HyStart (hystart_update, bictcp_acked) in net/ipv4/tcp_cubic.c. */
    HYSTART
}
