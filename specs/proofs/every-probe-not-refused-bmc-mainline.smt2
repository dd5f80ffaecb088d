; every-probe-not-refused-bmc-mainline
; expected: sat
; claim: sat: a run of 1 events from connect breaks refused => tcp_mss_to_mtu(sysctl_tcp_min_snd_mss) > dst_mtu (6.x; the floor above the route is assumed away)
(set-logic QF_BV)
(declare-fun sysctl_1 () (_ BitVec 32))
(declare-fun event_1 () (_ BitVec 32))
(declare-fun mtu_1 () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun connect_tcp_mtu_probe_floor () (_ BitVec 32))
(declare-fun connect_tcp_min_snd_mss () (_ BitVec 32))
(declare-fun connect_route_mtu () (_ BitVec 32))
(declare-fun HZ () (_ BitVec 32))
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun cwnd_full_1 () Bool)
(declare-fun passive_open () Bool)
(declare-fun connect_tcp_base_mss () (_ BitVec 32))
(declare-fun connect_tcp_mtu_probing () (_ BitVec 32))
(declare-fun connect_tcp_probe_threshold () (_ BitVec 32))
(declare-fun connect_snd_cwnd () (_ BitVec 32))
(declare-fun cwnd_1 () (_ BitVec 32))
(declare-fun cwnd_set_1 () Bool)
(assert (let ((a!1 (or (not (= event_1 #x00000007))
               (and (bvule (ite ipv6 #x00000500 #x00000044) mtu_1)
                    (bvule mtu_1 #x0000ffff))))
      (a!2 (or (not (and (= event_1 #x00000006) (not ipv6)))
               (bvule mtu_1 #x0000ffff))))
  (and (bvule tcp_options #x00000028)
       (= (bvurem tcp_options #x00000004) #x00000000)
       (bvule mss_clamp #x0000ffff)
       (or false
           (= HZ #x00000064)
           (= HZ #x000000fa)
           (= HZ #x0000012c)
           (= HZ #x000003e8))
       (bvule (ite ipv6 #x00000500 #x00000044) connect_route_mtu)
       (bvule connect_route_mtu #x0000ffff)
       true
       true
       true
       true
       (= connect_tcp_min_snd_mss #x00000030)
       (= connect_tcp_mtu_probe_floor #x00000030)
       (bvule event_1 #x00000008)
       a!1
       a!2
       (or (not (= event_1 #x00000008))
           false
           (= sysctl_1 #x00000000)
           (= sysctl_1 #x00000001)
           (= sysctl_1 #x00000002)
           (= sysctl_1 #x00000003)))))
(assert (let ((a!1 (= (ite passive_open
                   (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                        #x00000001
                        #x00000000)
                   (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                        #x00000001
                        #x00000000))
              #x00000000))
      (a!2 (not (not (bvult (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) #x0000000b))))
      (a!4 (ite (bvult connect_route_mtu
                       (bvadd mss_clamp
                              #x00000014
                              (ite ipv6 #x00000028 #x00000014)))
                connect_route_mtu
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!10 (bvadd connect_tcp_base_mss
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!17 (ite ipv6
                 (ite (bvult mtu_1 connect_route_mtu)
                      (ite (bvult mtu_1 #x00000500) #x00000500 mtu_1)
                      connect_route_mtu)
                 (ite (not (bvult connect_route_mtu mtu_1))
                      (ite (bvult mtu_1 #x00000228) #x00000228 mtu_1)
                      connect_route_mtu)))
      (a!26 (bvslt mss_clamp
                   (bvsub connect_route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!29 (bvslt mss_clamp
                   (bvsub #x00000000
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!3 (or a!1
               (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
               a!2))
      (a!5 (ite passive_open
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                a!4))
      (a!18 (bvslt mss_clamp
                   (bvsub a!17
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!21 (bvsub (ite passive_open a!10 a!10)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!27 (ite a!26
                 mss_clamp
                 (bvsub connect_route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!30 (ite a!29
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!32 (bvslt mss_clamp
                   (bvsub a!10
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!6 (ite (= connect_route_mtu connect_route_mtu)
                a!5
                (ite (bvult connect_route_mtu a!5) connect_route_mtu a!5)))
      (a!19 (ite a!18
                 mss_clamp
                 (bvsub a!17
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!22 (ite (bvslt (ite (bvslt mss_clamp a!21) mss_clamp a!21) #x00000030)
                 #x00000030
                 (ite (bvslt mss_clamp a!21) mss_clamp a!21)))
      (a!28 (bvsub (ite (bvslt a!27 #x00000030) #x00000030 a!27)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!31 (bvsub (ite (bvslt a!30 #x00000030) #x00000030 a!30)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!33 (ite a!32
                 mss_clamp
                 (bvsub a!10
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!7 (ite (= connect_route_mtu connect_route_mtu)
                a!6
                (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)))
      (a!20 (bvsub (ite (bvslt a!19 #x00000030) #x00000030 a!19)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!34 (bvsub (ite (bvslt a!33 #x00000030) #x00000030 a!33)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!8 (bvslt mss_clamp
                  (bvsub a!7
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!11 (bvsub (bvashr (bvadd a!7 (ite passive_open a!10 a!10)) #x00000001)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!23 (bvslt a!20
                   (bvsub a!22
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!35 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!28
                 (ite (bvslt a!28 a!34) a!28 a!34))))
(let ((a!9 (ite a!8
                mss_clamp
                (bvsub a!7 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!12 (ite (bvslt (ite (bvslt mss_clamp a!11) mss_clamp a!11) #x00000030)
                 #x00000030
                 (ite (bvslt mss_clamp a!11) mss_clamp a!11)))
      (a!24 (ite a!23
                 a!20
                 (bvsub a!22 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!36 (ite passive_open
                 (ite (= #x00000000 #x00000000)
                      a!28
                      (ite (bvslt a!28 a!31) a!28 a!31))
                 a!35)))
(let ((a!13 (bvslt (bvsub (ite (bvslt a!9 #x00000030) #x00000030 a!9)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!12
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!15 (bvadd (bvsub a!12
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!25 (ite (= a!17 a!17) (ite a!1 a!20 a!24) (ite a!1 a!20 a!24))))
(let ((a!14 (or a!13
                (bvslt (bvsub a!7 (ite passive_open a!10 a!10))
                       connect_tcp_probe_threshold)))
      (a!16 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!15))
                 true
                 false))
      (a!37 (bvult a!25
                   (bvsub (bvsub (ite passive_open #x00000000 #x00000000)
                                 (bvadd #x00000014 tcp_options))
                          (ite ipv6 #x00000028 #x00000014)))))
(let ((a!38 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 a!37)))
(let ((a!39 (ite (and (or (bvult a!25 a!36) a!38) (not cwnd_full_1))
                 false
                 false)))
(let ((a!40 (ite (= event_1 #x00000006)
                 (ite false
                      false
                      (ite (bvult a!17 connect_route_mtu) a!39 false))
                 (ite (= event_1 #x00000007) false false))))
(let ((a!41 (ite (= event_1 #x00000003)
                 false
                 (ite (= event_1 #x00000004)
                      false
                      (ite (= event_1 #x00000005) false a!40)))))
(let ((a!42 (ite (= event_1 #x00000000)
                 (ite a!3 false (ite a!14 false a!16))
                 (ite (= event_1 #x00000001)
                      false
                      (ite (= event_1 #x00000002) false a!41)))))
  (not (or (not a!42) (not true)))))))))))))))))
(check-sat)
