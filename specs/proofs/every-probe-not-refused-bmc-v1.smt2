; every-probe-not-refused-bmc-v1
; expected: sat
; claim: sat: a run of 1 events from connect breaks refused => tcp_mss_to_mtu(sysctl_tcp_min_snd_mss) > dst_mtu (6.x; the floor above the route is assumed away)
(set-logic QF_BV)
(declare-fun sysctl_1 () (_ BitVec 32))
(declare-fun event_1 () (_ BitVec 32))
(declare-fun mtu_1 () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun connect_tcp_mtu_probe_floor () (_ BitVec 32))
(declare-fun connect_tcp_min_snd_mss () (_ BitVec 32))
(declare-fun connect_tcp_probe_interval () (_ BitVec 32))
(declare-fun connect_tcp_probe_threshold () (_ BitVec 32))
(declare-fun connect_route_mtu () (_ BitVec 32))
(declare-fun HZ () (_ BitVec 32))
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun cwnd_full_1 () Bool)
(declare-fun passive_open () Bool)
(declare-fun connect_tcp_base_mss () (_ BitVec 32))
(declare-fun connect_tcp_mtu_probing () (_ BitVec 32))
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
       (= connect_tcp_probe_threshold #x00000008)
       (= connect_tcp_probe_interval #x00000258)
       (= connect_tcp_min_snd_mss #x00000030)
       (= connect_tcp_mtu_probe_floor #x00000030)
       (bvule event_1 #x00000008)
       a!1
       a!2
       (or (not (= event_1 #x00000008))
           false
           (= sysctl_1 #x00000000)
           (= sysctl_1 #x00000001)))))
(assert (let ((a!1 (not (not (bvult (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) #x0000000b))))
      (a!3 (ite (bvult connect_route_mtu
                       (bvadd mss_clamp
                              #x00000014
                              (ite ipv6 #x00000028 #x00000014)))
                connect_route_mtu
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!9 (bvadd connect_tcp_base_mss
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!13 (ite ipv6
                 (ite (bvult mtu_1 connect_route_mtu)
                      (ite (bvult mtu_1 #x00000500) #x00000500 mtu_1)
                      connect_route_mtu)
                 (ite (not (bvult connect_route_mtu mtu_1))
                      (ite (bvult mtu_1 #x00000228) #x00000228 mtu_1)
                      connect_route_mtu)))
      (a!22 (bvslt mss_clamp
                   (bvsub connect_route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!25 (bvslt mss_clamp
                   (bvsub #x00000000
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!2 (or (= connect_tcp_mtu_probing #x00000000)
               (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
               a!1))
      (a!4 (ite passive_open
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                a!3))
      (a!14 (bvslt mss_clamp
                   (bvsub a!13
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!17 (bvsub (ite passive_open a!9 a!9)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!23 (ite a!22
                 mss_clamp
                 (bvsub connect_route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!26 (ite a!25
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!28 (bvslt mss_clamp
                   (bvsub a!9
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!5 (ite (= connect_route_mtu connect_route_mtu)
                a!4
                (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)))
      (a!15 (ite a!14
                 mss_clamp
                 (bvsub a!13
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!18 (ite (bvslt (ite (bvslt mss_clamp a!17) mss_clamp a!17) #x00000030)
                 #x00000030
                 (ite (bvslt mss_clamp a!17) mss_clamp a!17)))
      (a!24 (bvsub (ite (bvslt a!23 #x00000030) #x00000030 a!23)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!27 (bvsub (ite (bvslt a!26 #x00000030) #x00000030 a!26)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!29 (ite a!28
                 mss_clamp
                 (bvsub a!9 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!6 (ite (= connect_route_mtu connect_route_mtu)
                a!5
                (ite (bvult connect_route_mtu a!5) connect_route_mtu a!5)))
      (a!16 (bvsub (ite (bvslt a!15 #x00000030) #x00000030 a!15)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!30 (bvsub (ite (bvslt a!29 #x00000030) #x00000030 a!29)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!7 (bvslt mss_clamp
                  (bvsub a!6
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!11 (bvadd (bvashr (bvadd a!6 (ite passive_open a!9 a!9)) #x00000001)
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!19 (bvslt a!16
                   (bvsub a!18
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!31 (ite passive_open
                 (ite (= #x00000000 #x00000000)
                      a!24
                      (ite (bvslt a!24 a!27) a!24 a!27))
                 (ite (= connect_tcp_mtu_probing #x00000000)
                      a!24
                      (ite (bvslt a!24 a!30) a!24 a!30)))))
(let ((a!8 (ite a!7
                mss_clamp
                (bvsub a!6 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!12 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!11))
                 true
                 false))
      (a!20 (ite a!19
                 a!16
                 (bvsub a!18 (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!10 (bvslt (bvsub (ite (bvslt a!8 #x00000030) #x00000030 a!8)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvashr (bvadd a!6 (ite passive_open a!9 a!9)) #x00000001)))
      (a!21 (ite (= a!13 a!13)
                 (ite (= connect_tcp_mtu_probing #x00000000) a!16 a!20)
                 (ite (= connect_tcp_mtu_probing #x00000000) a!16 a!20))))
(let ((a!32 (bvult a!21
                   (bvsub (bvsub (ite passive_open #x00000000 #x00000000)
                                 (bvadd #x00000014 tcp_options))
                          (ite ipv6 #x00000028 #x00000014)))))
(let ((a!33 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 a!32)))
(let ((a!34 (ite (and (or (bvult a!21 a!31) a!33) (not cwnd_full_1))
                 false
                 false)))
(let ((a!35 (ite (= event_1 #x00000006)
                 (ite false
                      false
                      (ite (bvult a!13 connect_route_mtu) a!34 false))
                 (ite (= event_1 #x00000007) false false))))
(let ((a!36 (ite (= event_1 #x00000003)
                 false
                 (ite (= event_1 #x00000004)
                      false
                      (ite (= event_1 #x00000005) false a!35)))))
(let ((a!37 (ite (= event_1 #x00000000)
                 (ite a!2 false (ite a!10 false a!12))
                 (ite (= event_1 #x00000001)
                      false
                      (ite (= event_1 #x00000002) false a!36)))))
  (not (or (not a!37) (not true)))))))))))))))))
(check-sat)
