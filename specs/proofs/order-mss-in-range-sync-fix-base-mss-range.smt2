; order-mss-in-range-sync-fix-base-mss-range
; expected: sat
; claim: unsat: tcp_sync_mss(pmtu) from a state of the steady invariant keeps the invariant for every pmtu from the domain's route floor up to the first route
(set-logic QF_BV)
(declare-fun tcp_base_mss () (_ BitVec 32))
(declare-fun tcp_min_snd_mss () (_ BitVec 32))
(declare-fun route_mtu () (_ BitVec 32))
(declare-fun path_mtu () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun sync_pmtu () (_ BitVec 32))
(declare-fun search_low () (_ BitVec 32))
(declare-fun passive_open () Bool)
(declare-fun tcp_probe_threshold () (_ BitVec 32))
(declare-fun search_high () (_ BitVec 32))
(declare-fun mss_cache () (_ BitVec 32))
(assert (and (bvule tcp_options #x00000028)
     (= (bvurem tcp_options #x00000004) #x00000000)
     (bvule mss_clamp #x0000ffff)
     (bvule (ite ipv6 #x00000500 #x00000044) route_mtu)
     (bvule route_mtu #x0000ffff)
     (bvule (ite ipv6 #x00000500 #x00000044) path_mtu)
     (bvule path_mtu route_mtu)
     (bvule #x00000030 tcp_min_snd_mss)
     (bvule tcp_min_snd_mss #x0000ffff)
     (bvsle #x00000030 tcp_base_mss)
     (bvsle tcp_base_mss #x0000ffff)))
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
       (bvsle (bvadd #x00000044 (ite ipv6 #x00000028 #x00000014)) search_low)
       (bvsle search_low #x00010077))))
(assert (let ((a!1 (bvslt mss_clamp
                  (bvsub #x00000000
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!2 (ite a!1
                mss_clamp
                (bvsub #x00000000
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!3 (bvsle mss_cache
                  (bvsub (ite (bvslt a!2 tcp_min_snd_mss) tcp_min_snd_mss a!2)
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!4 (or (bvsle (bvadd mss_cache
                             (bvadd #x00000014 tcp_options)
                             (ite ipv6 #x00000028 #x00000014))
                      search_high)
               a!3)))
  (and (bvsle search_low
              (bvadd mss_cache
                     (bvadd #x00000014 tcp_options)
                     (ite ipv6 #x00000028 #x00000014)))
       a!4))))))
(assert (let ((a!1 (bvslt mss_clamp
                  (bvsub sync_pmtu
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!4 (bvslt mss_clamp
                  (bvsub search_low
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!8 (bvslt mss_clamp
                  (bvsub #x00000000
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!2 (ite a!1
                mss_clamp
                (bvsub sync_pmtu
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!5 (ite a!4
                mss_clamp
                (bvsub search_low
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!9 (ite a!8
                mss_clamp
                (bvsub #x00000000
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!3 (bvsub (ite (bvslt a!2 tcp_min_snd_mss) tcp_min_snd_mss a!2)
                  (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!6 (bvsub (ite (bvslt a!5 tcp_min_snd_mss) tcp_min_snd_mss a!5)
                  (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!7 (bvadd (ite (bvslt a!3 a!6) a!3 a!6)
                  (bvadd #x00000014 tcp_options)
                  (ite ipv6 #x00000028 #x00000014)))
      (a!10 (bvsle (ite (bvslt a!3 a!6) a!3 a!6)
                   (bvsub (ite (bvslt a!9 tcp_min_snd_mss) tcp_min_snd_mss a!9)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!11 (or (bvsle a!7
                       (ite (bvult sync_pmtu search_high) sync_pmtu search_high))
                a!10)))
  (not (and (bvsle search_low a!7) a!11))))))))
(check-sat)
