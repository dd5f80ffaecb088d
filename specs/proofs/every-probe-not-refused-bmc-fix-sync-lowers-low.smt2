; every-probe-not-refused-bmc-fix-sync-lowers-low
; expected: sat
; claim: sat: a run of 1 events from connect breaks refused => tcp_mss_to_mtu(sysctl_tcp_min_snd_mss) > dst_mtu (6.x; the floor above the route is assumed away)
(set-logic QF_BV)
(declare-fun sysctl_1 () (_ BitVec 32))
(declare-fun event_1 () (_ BitVec 32))
(declare-fun mtu_1 () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun connect_tcp_mtu_probe_floor () (_ BitVec 32))
(declare-fun connect_tcp_min_snd_mss () (_ BitVec 32))
(declare-fun HZ () (_ BitVec 32))
(declare-fun connect_tcp_probe_interval () (_ BitVec 32))
(declare-fun connect_tcp_mtu_probing () (_ BitVec 32))
(declare-fun connect_route_mtu () (_ BitVec 32))
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun connect_tcp_base_mss () (_ BitVec 32))
(declare-fun passive_open () Bool)
(declare-fun connect_tcp_probe_threshold () (_ BitVec 32))
(declare-fun connect_snd_cwnd () (_ BitVec 32))
(declare-fun cwnd_1 () (_ BitVec 32))
(declare-fun cwnd_set_1 () Bool)
(declare-fun value_1 () (_ BitVec 32))
(declare-fun cwnd_full_1 () Bool)
(assert (let ((a!1 (ite (= HZ #x0000012c)
                #x00da740d
                (ite (= HZ #x000000fa)
                     #x010624dd
                     (ite (= HZ #x00000064) #x028f5c28 #x00000000))))
      (a!2 (or (not (= event_1 #x00000007))
               (and (bvule (ite ipv6 #x00000500 #x00000044) mtu_1)
                    (bvule mtu_1 #x0000ffff))))
      (a!3 (or (not (and (= event_1 #x00000006) (not ipv6)))
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
       (bvsle #x00000000 connect_tcp_mtu_probing)
       (bvsle connect_tcp_mtu_probing #x000000ff)
       true
       true
       (bvsle #x00000000 connect_tcp_probe_interval)
       (bvsle connect_tcp_probe_interval (ite (= HZ #x000003e8) #x00418937 a!1))
       (bvsle #x00000030 connect_tcp_min_snd_mss)
       (bvsle connect_tcp_min_snd_mss #x0000ffff)
       (bvsle #x00000030 connect_tcp_mtu_probe_floor)
       (bvsle connect_tcp_mtu_probe_floor #x0000ffff)
       (bvule event_1 #x00000008)
       a!2
       a!3
       (or (not (= event_1 #x00000008))
           false
           (= sysctl_1 #x00000000)
           (= sysctl_1 #x00000001)
           (= sysctl_1 #x00000002)
           (= sysctl_1 #x00000003)
           (= sysctl_1 #x00000004)
           (= sysctl_1 #x00000005)))))
(assert (let ((a!1 (= (ite passive_open
                   (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                        #x00000001
                        #x00000000)
                   (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                        #x00000001
                        #x00000000))
              #x00000000))
      (a!2 (not (not (bvult (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) #x0000000b))))
      (a!4 (ite passive_open
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!9 (bvadd connect_tcp_base_mss
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!19 (bvslt mss_clamp
                   (bvsub connect_route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!22 (ite (bvslt (ite (bvult connect_route_mtu #x00000000)
                             connect_route_mtu
                             #x00000000)
                        #x00000000)
                 (ite (bvult connect_route_mtu #x00000000)
                      connect_route_mtu
                      #x00000000)
                 #x00000000))
      (a!26 (ite (bvult connect_route_mtu
                        (bvadd mss_clamp
                               #x00000014
                               (ite ipv6 #x00000028 #x00000014)))
                 connect_route_mtu
                 (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!33 (bvslt mss_clamp
                   (bvsub mtu_1
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!36 (ite (and (= #x00000000 #x00000000)
                      (not (bvult connect_route_mtu mtu_1)))
                 (ite (bvult mtu_1 #x00000228)
                      (ite (bvult connect_route_mtu #x00000228)
                           connect_route_mtu
                           #x00000228)
                      mtu_1)
                 connect_route_mtu))
      (a!64 (ite (and (= sysctl_1 #x00000004)
                      (and (bvsle #x00000030 value_1)
                           (bvsle value_1 #x0000ffff)))
                 value_1
                 connect_tcp_min_snd_mss))
      (a!77 (ite (and (= #x00000000 #x00000000)
                      (not (bvult connect_route_mtu connect_route_mtu)))
                 (ite (bvult connect_route_mtu #x00000228)
                      (ite (bvult connect_route_mtu #x00000228)
                           connect_route_mtu
                           #x00000228)
                      connect_route_mtu)
                 connect_route_mtu)))
(let ((a!3 (or a!1
               (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
               a!2))
      (a!5 (ite (= connect_route_mtu connect_route_mtu)
                a!4
                (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)))
      (a!10 (ite (bvslt (ite (bvult connect_route_mtu a!4)
                             connect_route_mtu
                             a!4)
                        (ite passive_open a!9 a!9))
                 (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)
                 (ite passive_open a!9 a!9)))
      (a!20 (ite a!19
                 mss_clamp
                 (bvsub connect_route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!23 (bvslt mss_clamp
                   (bvsub a!22
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!27 (bvsub (ite (bvslt a!26 a!9) a!26 a!9)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!34 (ite a!33
                 mss_clamp
                 (bvsub mtu_1
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!37 (bvult (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!36)
                   connect_route_mtu))
      (a!38 (= (ite ipv6
                    (ite (bvult mtu_1 connect_route_mtu)
                         mtu_1
                         connect_route_mtu)
                    a!36)
               (ite ipv6
                    (ite (bvult mtu_1 connect_route_mtu)
                         mtu_1
                         connect_route_mtu)
                    a!36)))
      (a!39 (bvsub (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!36)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!41 (bvult (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!36)
                   a!4))
      (a!65 (ite (and (= sysctl_1 #x00000005)
                      (and (bvsle #x00000030 value_1)
                           (bvsle value_1 #x0000ffff)))
                 connect_tcp_min_snd_mss
                 a!64)))
(let ((a!6 (ite (= connect_route_mtu connect_route_mtu)
                a!5
                (ite (bvult connect_route_mtu a!5) connect_route_mtu a!5)))
      (a!11 (ite (bvslt (ite (bvult connect_route_mtu a!5)
                             connect_route_mtu
                             a!5)
                        (ite (= connect_route_mtu connect_route_mtu)
                             (ite passive_open a!9 a!9)
                             a!10))
                 (ite (bvult connect_route_mtu a!5) connect_route_mtu a!5)
                 (ite (= connect_route_mtu connect_route_mtu)
                      (ite passive_open a!9 a!9)
                      a!10)))
      (a!21 (bvsub (ite (bvslt a!20 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!20)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!24 (ite a!23
                 mss_clamp
                 (bvsub a!22
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!28 (ite (bvslt (ite (bvslt mss_clamp a!27) mss_clamp a!27)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!27) mss_clamp a!27)))
      (a!40 (ite (bvslt (ite (bvslt mss_clamp a!39) mss_clamp a!39)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!39) mss_clamp a!39)))
      (a!42 (ite a!41
                 (ite ipv6
                      (ite (bvult mtu_1 connect_route_mtu)
                           mtu_1
                           connect_route_mtu)
                      a!36)
                 a!4))
      (a!66 (ite (= event_1 #x00000005)
                 connect_tcp_min_snd_mss
                 (ite (= event_1 #x00000006)
                      connect_tcp_min_snd_mss
                      (ite (= event_1 #x00000007) connect_tcp_min_snd_mss a!65))))
      (a!69 (bvslt mss_clamp
                   (bvsub a!10
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!7 (bvslt mss_clamp
                  (bvsub a!6
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!12 (ite (= connect_route_mtu connect_route_mtu)
                 (ite (= connect_route_mtu connect_route_mtu)
                      (ite passive_open a!9 a!9)
                      a!10)
                 a!11))
      (a!25 (bvsub (ite (bvslt a!24 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!24)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!29 (bvslt a!21
                   (bvsub a!28
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!43 (ite (bvslt a!42 (ite passive_open a!9 a!9))
                 a!42
                 (ite passive_open a!9 a!9)))
      (a!50 (bvult (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!36)
                   a!42))
      (a!67 (ite (= event_1 #x00000002)
                 connect_tcp_min_snd_mss
                 (ite (= event_1 #x00000003)
                      connect_tcp_min_snd_mss
                      (ite (= event_1 #x00000004) connect_tcp_min_snd_mss a!66))))
      (a!70 (ite a!69
                 mss_clamp
                 (bvsub a!10
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!73 (bvslt mss_clamp
                   (bvsub a!11
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!8 (ite a!7
                mss_clamp
                (bvsub a!6 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!13 (bvsub (bvashr (bvadd a!6 a!12) #x00000001)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!30 (ite a!29
                 a!21
                 (bvsub a!28 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!44 (bvslt mss_clamp
                   (bvsub a!43
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!51 (ite a!50
                 (ite ipv6
                      (ite (bvult mtu_1 connect_route_mtu)
                           mtu_1
                           connect_route_mtu)
                      a!36)
                 a!42))
      (a!68 (bvadd (ite (= event_1 #x00000000)
                        connect_tcp_min_snd_mss
                        (ite (= event_1 #x00000001)
                             connect_tcp_min_snd_mss
                             a!67))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!71 (bvsub (ite (bvslt a!70 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!70)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!74 (ite a!73
                 mss_clamp
                 (bvsub a!11
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!14 (ite (bvslt (ite (bvslt mss_clamp a!13) mss_clamp a!13)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!13) mss_clamp a!13)))
      (a!31 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!21
                 a!30))
      (a!45 (ite a!44
                 mss_clamp
                 (bvsub a!43
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!52 (bvsub (ite (bvslt a!51 a!43) a!51 a!43)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!75 (bvsub (ite (bvslt a!74 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!74)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!15 (bvslt (bvsub (ite (bvslt a!8 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!8)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!14
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!16 (bvadd (bvsub a!14
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!32 (ite passive_open
                 (ite (= #x00000000 #x00000000)
                      a!21
                      (ite (bvslt a!21 a!25) a!21 a!25))
                 a!31))
      (a!46 (bvsub (ite (bvslt a!45 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!45)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!53 (ite (bvslt (ite (bvslt mss_clamp a!52) mss_clamp a!52)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!52) mss_clamp a!52))))
(let ((a!17 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!16))
                 true
                 false))
      (a!35 (bvule a!32
                   (bvsub (ite (bvslt a!34 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!34)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!47 (bvslt (bvsub a!40
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!46))
      (a!54 (bvslt (bvsub a!40
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!53
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!72 (ite (= connect_route_mtu connect_route_mtu)
                 a!32
                 (ite a!1 a!21 (ite (bvslt a!21 a!71) a!21 a!71)))))
(let ((a!18 (ite (or a!15 (bvslt (bvsub a!6 a!12) connect_tcp_probe_threshold))
                 false
                 a!17))
      (a!48 (ite a!47
                 (bvsub a!40 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!46))
      (a!55 (ite a!54
                 (bvsub a!40 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!53 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!76 (ite (= connect_route_mtu connect_route_mtu)
                 a!72
                 (ite a!1 a!21 (ite (bvslt a!21 a!75) a!21 a!75))))
      (a!81 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!35))
                 connect_route_mtu
                 (ite ipv6
                      (ite (bvult mtu_1 connect_route_mtu)
                           mtu_1
                           connect_route_mtu)
                      a!36))))
(let ((a!49 (ite a!1
                 (bvsub a!40 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!48))
      (a!56 (ite a!1
                 (bvsub a!40 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!55))
      (a!78 (ite (and ipv6
                      (or (bvult connect_route_mtu #x00000500)
                          (bvule a!76 a!21)))
                 connect_route_mtu
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!77)))
      (a!82 (ite (= event_1 #x00000005)
                 connect_route_mtu
                 (ite (= event_1 #x00000006)
                      a!81
                      (ite (= event_1 #x00000007) mtu_1 connect_route_mtu)))))
(let ((a!57 (bvult (ite a!38 a!49 a!56)
                   (bvsub (bvsub (ite passive_open #x00000000 #x00000000)
                                 (bvadd #x00000014 tcp_options))
                          (ite ipv6 #x00000028 #x00000014))))
      (a!79 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!16))
                 (ite ipv6 connect_route_mtu a!78)
                 connect_route_mtu))
      (a!83 (ite (= event_1 #x00000002)
                 connect_route_mtu
                 (ite (= event_1 #x00000003)
                      connect_route_mtu
                      (ite (= event_1 #x00000004) connect_route_mtu a!82)))))
(let ((a!58 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 a!57))
      (a!80 (ite (or a!15 (bvslt (bvsub a!6 a!12) connect_tcp_probe_threshold))
                 connect_route_mtu
                 a!79)))
(let ((a!59 (and (or (bvult (ite a!38 a!49 a!56) a!32) a!58) (not cwnd_full_1)))
      (a!84 (bvule a!68
                   (ite (= event_1 #x00000000)
                        (ite a!3 connect_route_mtu a!80)
                        (ite (= event_1 #x00000001) connect_route_mtu a!83)))))
(let ((a!60 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!35))
                 false
                 (ite a!37 (ite a!59 false false) false))))
(let ((a!61 (ite (= event_1 #x00000005)
                 false
                 (ite (= event_1 #x00000006)
                      a!60
                      (ite (= event_1 #x00000007) false false)))))
(let ((a!62 (ite (= event_1 #x00000002)
                 false
                 (ite (= event_1 #x00000003)
                      false
                      (ite (= event_1 #x00000004) false a!61)))))
(let ((a!63 (not (ite (= event_1 #x00000000)
                      (ite a!3 false a!18)
                      (ite (= event_1 #x00000001) false a!62)))))
  (not (or a!63 (not a!84)))))))))))))))))))))
(check-sat)
