; order-low-high-sync-mainline
; expected: sat
; claim: unsat: tcp_sync_mss(pmtu) from a state of the steady invariant keeps the invariant for every pmtu from the domain's route floor up to the first route
(set-logic QF_BV)
(declare-fun tcp_min_snd_mss () (_ BitVec 32))
(declare-fun route_mtu () (_ BitVec 32))
(declare-fun path_mtu () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun sync_pmtu () (_ BitVec 32))
(declare-fun search_high () (_ BitVec 32))
(declare-fun passive_open () Bool)
(declare-fun search_low () (_ BitVec 32))
(declare-fun tcp_base_mss () (_ BitVec 32))
(declare-fun tcp_probe_threshold () (_ BitVec 32))
(assert (and (bvule tcp_options #x00000028)
     (= (bvurem tcp_options #x00000004) #x00000000)
     (bvule mss_clamp #x0000ffff)
     (bvule (ite ipv6 #x00000500 #x00000044) route_mtu)
     (bvule route_mtu #x0000ffff)
     (bvule (ite ipv6 #x00000500 #x00000044) path_mtu)
     (bvule path_mtu route_mtu)
     (= tcp_min_snd_mss #x00000030)))
(assert (and (bvule (ite ipv6 #x00000500 #x00000044) sync_pmtu)
     (bvule sync_pmtu route_mtu)))
(assert (let ((a!1 (ite (bvslt (ite (bvslt mss_clamp tcp_min_snd_mss)
                            tcp_min_snd_mss
                            mss_clamp)
                       #x00000030)
                #x00000030
                (ite (bvslt mss_clamp tcp_min_snd_mss)
                     tcp_min_snd_mss
                     mss_clamp)))
      (a!2 (bvsle (ite passive_open
                       (bvadd tcp_base_mss
                              #x00000014
                              tcp_options
                              (ite ipv6 #x00000028 #x00000014))
                       (bvadd tcp_base_mss
                              #x00000014
                              tcp_options
                              (ite ipv6 #x00000028 #x00000014)))
                  search_low)))
  (and true
       (bvsle #xffffffff search_high)
       (bvsle search_high #x0001003b)
       (bvsle #x00000000 search_high)
       (bvsle search_high
              (bvadd a!1 #x00000014 (ite ipv6 #x00000028 #x00000014)))
       (or (bvslt tcp_probe_threshold #x00000001) a!2)
       (or passive_open (bvsle search_high route_mtu)))))
(assert (bvsle search_low search_high))
(assert (not (bvsle search_low
            (ite (bvult sync_pmtu search_high) sync_pmtu search_high))))
(check-sat)
